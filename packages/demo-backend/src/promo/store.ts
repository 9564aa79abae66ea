// Promo keys and their activations as the routes read them (SQL, 008_promo).
import type { Sql } from '../db/database';

export interface PromoTexts {
  description: string;
  confirmation_title?: string;
  confirmation_text?: string;
}

export interface PromoKey {
  id: number;
  key: string;
  days: number;
  packetIds: number[];
  isPaid: boolean;
  /** Minor units charged to the card of a paid code. */
  amount: number;
  neededRefund: boolean;
  isNeedConfirm: boolean;
  texts: Record<'en' | 'ru', PromoTexts>;
  expiresAt: number | null;
}

const COLUMNS = `id, key, days, packet_ids, is_paid, amount::float8 AS amount, needed_refund, is_need_confirm,
  texts, expires_at::float8 AS expires_at`;

function fromRow(r: Record<string, unknown>): PromoKey {
  const texts = typeof r.texts === 'string' ? JSON.parse(r.texts) : r.texts;
  return {
    id: Number(r.id),
    key: String(r.key),
    days: Number(r.days),
    packetIds: (r.packet_ids as number[]).map(Number),
    isPaid: Boolean(r.is_paid),
    amount: Number(r.amount),
    neededRefund: Boolean(r.needed_refund),
    isNeedConfirm: Boolean(r.is_need_confirm),
    texts: texts as PromoKey['texts'],
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
  };
}

export class PromoStore {
  constructor(private readonly db: Sql) {}

  async byKey(key: string): Promise<PromoKey | undefined> {
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM promo_keys WHERE key = $1`, [key]);
    return row ? fromRow(row) : undefined;
  }

  async byId(id: number): Promise<PromoKey | undefined> {
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM promo_keys WHERE id = $1`, [id]);
    return row ? fromRow(row) : undefined;
  }

  async usedBy(keyId: number, userId: number): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM promo_activations WHERE promo_key_id = $1 AND user_id = $2',
      [keyId, userId],
    );
    return rows.length > 0;
  }
}
