// Packets and their purchase periods as the routes and the access rule read them (SQL, 004_packets).
import type { Sql } from '../db/database';

export interface Packet {
  id: number;
  providerId: number;
  name: string;
  short: string;
  description: string;
  isBase: boolean;
  price: number;
  periodDays: number;
  trialDays: number;
  trialPrice: number;
  isPromo: boolean;
  parentName: string | null;
  agreementId: number | null;
  channelPacketIds: number[];
  bundleIds: number[];
  contentIds: number[];
  benefits: string[];
  periods: { days: number; price: number }[];
}

const COLUMNS = `id, provider_id, name, short, description, is_base, price::float8 AS price, period_days,
  trial_days, trial_price::float8 AS trial_price, is_promo, parent_name, agreement_id, channel_packet_ids,
  bundle_ids, content_ids, benefits,
  (SELECT coalesce(json_agg(json_build_object('days', period_days, 'price', price::float8) ORDER BY period_days), '[]')
     FROM packet_periods pp WHERE pp.packet_id = packets.id) AS periods`;

type Row = Record<string, unknown>;

function fromRow(r: Row): Packet {
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    id: Number(r.id),
    providerId: Number(r.provider_id),
    name: String(r.name),
    short: String(r.short),
    description: String(r.description),
    isBase: Boolean(r.is_base),
    price: Number(r.price),
    periodDays: Number(r.period_days),
    trialDays: Number(r.trial_days),
    trialPrice: Number(r.trial_price),
    isPromo: Boolean(r.is_promo),
    parentName: (r.parent_name as string | null) ?? null,
    agreementId: r.agreement_id === null ? null : Number(r.agreement_id),
    channelPacketIds: (r.channel_packet_ids as number[]).map(Number),
    bundleIds: (r.bundle_ids as number[]).map(Number),
    contentIds: (r.content_ids as number[]).map(Number),
    benefits: json<string[]>(r.benefits),
    periods: json<{ days: number; price: number }[]>(r.periods),
  };
}

export class PacketStore {
  constructor(private readonly db: Sql) {}

  async list(providerId?: number): Promise<Packet[]> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM packets WHERE $1::int IS NULL OR provider_id = $1 ORDER BY sort, id`,
      [providerId ?? null],
    );
    return rows.map(fromRow);
  }

  async get(id: number): Promise<Packet | undefined> {
    const rows = await this.db.query<Row>(`SELECT ${COLUMNS} FROM packets WHERE id = $1`, [id]);
    return rows[0] ? fromRow(rows[0]) : undefined;
  }
}
