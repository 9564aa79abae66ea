// The demo provider's transactions in the database, each change a conditional UPDATE from the states
// the policy allows, so two confirmations of one payment move it once (the second finds it moved),
// and every change leaves a row in its history.
import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '../db/database';
import { notFound } from '../http/errors';
import { canMove, MAX_CODE_ATTEMPTS, type TxState } from './policy';
import { fromRow, type NewTransaction, type Transaction, type TransactionChange } from './transaction';

export type { NewTransaction, Transaction, TransactionChange } from './transaction';

export class TransactionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /**
   * A new transaction, or the still-pending one an identical request (a double click) made. Parallel
   * identical requests both find none and both insert: the schema keeps one pending (migration 010),
   * and the loser answers with the winner's.
   */
  async create(input: NewTransaction): Promise<Transaction> {
    if (input.kind !== 'card_link') {
      const same = await this.pendingLike(input);
      if (same) return same;
    }
    const id = randomUUID();
    const at = this.now();
    try {
      await this.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO billing_transactions (id, user_id, kind, state, amount, paysystem, card_id, packet_id,
             offer_id, outcome, save_card, needed_refund, phone, sms_code, return_url, lang, settle_at,
             created_at, updated_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$18)`,
          [
            id,
            input.userId,
            input.kind,
            input.state,
            input.amount,
            input.paysystem,
            input.cardId ?? null,
            input.packetId ?? null,
            input.offerId ?? null,
            input.outcome ?? null,
            input.saveCard ?? false,
            input.neededRefund ?? false,
            input.phone ?? null,
            input.smsCode ?? null,
            input.returnUrl ?? null,
            input.lang ?? 'ru',
            input.settleAt ?? null,
            at,
          ],
        );
        await this.record(tx, id, input.state, 'created', at);
      });
    } catch (error) {
      const winner =
        (error as { code?: string }).code === '23505' ? await this.pendingLike(input) : undefined;
      if (winner) return winner;
      throw error;
    }
    return this.get(id);
  }

  private async pendingLike(input: NewTransaction): Promise<Transaction | undefined> {
    const [same] = await this.db.query(
      `SELECT * FROM billing_transactions WHERE user_id = $1 AND kind = $2 AND amount = $3 AND paysystem = $4
         AND card_id IS NOT DISTINCT FROM $5 AND packet_id IS NOT DISTINCT FROM $6
         AND offer_id IS NOT DISTINCT FROM $7 AND state IN ('awaiting_payer', 'processing')
         AND phone IS NOT DISTINCT FROM $8 ORDER BY created_at DESC LIMIT 1`,
      [
        input.userId,
        input.kind,
        input.amount,
        input.paysystem,
        input.cardId ?? null,
        input.packetId ?? null,
        input.offerId ?? null,
        input.phone ?? null,
      ],
    );
    return same ? fromRow(same) : undefined;
  }

  async find(id: string): Promise<Transaction | undefined> {
    const [row] = await this.db.query('SELECT * FROM billing_transactions WHERE id = $1', [id]);
    return row ? fromRow(row) : undefined;
  }

  async get(id: string, userId?: number): Promise<Transaction> {
    const tx = await this.find(id);
    if (!tx || (userId !== undefined && tx.userId !== userId)) throw notFound(`Transaction ${id} not found`);
    return tx;
  }

  /**
   * Moves `id` from `from` to `to` if it is still there; undefined when another request moved it first.
   * Runs on `sql` so a settlement's money moves in the same database transaction as its state.
   */
  async move(
    sql: Sql,
    id: string,
    from: TxState,
    to: TxState,
    change: TransactionChange = {},
    note = '',
  ): Promise<Transaction | undefined> {
    if (!canMove(from, to)) throw new Error(`transaction ${id}: ${from} → ${to} is not a move`);
    const at = this.now();
    const [row] = await sql.query(
      `UPDATE billing_transactions SET state = $3, updated_at = $4,
         reason = coalesce($5, reason), outcome = coalesce($6, outcome),
         pending_card = coalesce($7::jsonb, pending_card), settle_at = coalesce($8, settle_at),
         attempts = coalesce($9, attempts)
       WHERE id = $1 AND state = $2 RETURNING *`,
      [
        id,
        from,
        to,
        at,
        change.reason ?? null,
        change.outcome ?? null,
        change.pendingCard ? JSON.stringify(change.pendingCard) : null,
        change.settleAt ?? null,
        change.attempts ?? null,
      ],
    );
    if (!row) return undefined;
    await this.record(sql, id, to, note || (change.reason ?? ''), at);
    return fromRow(row);
  }

  /**
   * One code try on a payment waiting in `state` for its code: the payment's row is locked, the try
   * counted, THEN the code compared (`isRight`), and the payment moved — to processing for a right
   * code, to error when the last try was wrong — all in one database transaction. Parallel tries on
   * any number of instances queue on the row, so at most MAX_CODE_ATTEMPTS codes are ever compared
   * (issue 35: the count was bumped after comparing, and a burst of 41 guesses was compared in full).
   * `closed`: the payment had moved on, or its tries were spent, before this one.
   */
  async tryCode(
    id: string,
    state: TxState,
    isRight: (tx: Transaction) => boolean,
    onRight: Omit<TransactionChange, 'attempts'>,
  ): Promise<{ kind: 'right' | 'wrong' | 'spent' | 'closed'; tx: Transaction }> {
    return this.db.transaction(async (sql) => {
      const [row] = await sql.query('SELECT * FROM billing_transactions WHERE id = $1 FOR UPDATE', [id]);
      if (!row) throw notFound(`Transaction ${id} not found`);
      const current = fromRow(row);
      if (current.state !== state || current.attempts >= MAX_CODE_ATTEMPTS) {
        return { kind: 'closed' as const, tx: current };
      }
      const [countedRow] = await sql.query(
        'UPDATE billing_transactions SET attempts = attempts + 1 WHERE id = $1 RETURNING *',
        [id],
      );
      const counted = fromRow(countedRow ?? row);
      if (isRight(counted)) {
        const moved = await this.move(sql, id, state, 'processing', onRight, 'code confirmed');
        return { kind: 'right' as const, tx: moved ?? counted };
      }
      if (counted.attempts < MAX_CODE_ATTEMPTS) return { kind: 'wrong' as const, tx: counted };
      const failed = await this.move(sql, id, state, 'error', { reason: 'declined' }, 'too many wrong codes');
      return { kind: 'spent' as const, tx: failed ?? counted };
    });
  }

  /** Processing ones past their settle time and pages left open too long. */
  async due(now: number, expiredBefore: number): Promise<Transaction[]> {
    const rows = await this.db.query(
      `SELECT * FROM billing_transactions WHERE (state = 'processing' AND settle_at <= $1)
         OR (state IN ('awaiting_payer', 'confirming') AND created_at <= $2) ORDER BY created_at LIMIT 100`,
      [now, expiredBefore],
    );
    return rows.map(fromRow);
  }

  async history(id: string): Promise<{ state: string; note: string; at: number }[]> {
    const rows = await this.db.query<{ state: string; note: string; at: string }>(
      'SELECT state, note, at FROM billing_transaction_events WHERE transaction_id = $1 ORDER BY seq',
      [id],
    );
    return rows.map((r) => ({ state: r.state, note: r.note, at: Number(r.at) }));
  }

  /** A history row without a state change: what settlement did after the money moved. */
  /** Adds a note to the history; `sql` is the transaction it belongs to, if any. */
  async note(id: string, state: TxState, note: string, sql: Sql = this.db): Promise<void> {
    await this.record(sql, id, state, note, this.now());
  }

  private async record(sql: Sql, id: string, state: string, note: string, at: number) {
    await sql.query(
      'INSERT INTO billing_transaction_events (transaction_id, state, note, at) VALUES ($1,$2,$3,$4)',
      [id, state, note, at],
    );
  }
}
