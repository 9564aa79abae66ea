// The ledger (migration 010): the only writer of a billing account's balance. One statement adds the
// entry and moves the balance, so they cannot disagree; the schema refuses a balance below zero and a
// second entry for the same movement (kind + reference), so a race the callers' locks missed fails
// instead of paying twice. Callers hold the account's row lock (accountOf(tx, user, true)) and check
// what they depend on inside that transaction; this file only records the movement.
import type { Sql } from '../db/database';

export type LedgerKind =
  | 'opening'
  | 'top_up'
  | 'subscription'
  | 'renewal'
  | 'refund'
  | 'content'
  | 'adjustment';

export interface Movement {
  accountId: number;
  /** Minor units: a credit above zero, a debit below. */
  amount: number;
  kind: LedgerKind;
  /** What moved it ('subscription:12', 'transaction:…'): with `kind`, unique. */
  reference: string;
  at: number;
}

/** Records the movement and applies it to the balance; a zero amount moves nothing and records nothing. */
export async function post(sql: Sql, m: Movement): Promise<void> {
  if (!Number.isSafeInteger(m.amount))
    throw new Error(`ledger: ${m.amount} is not a whole number of kopecks`);
  if (m.amount === 0) return;
  const [row] = await sql.query(
    `WITH moved AS (
       UPDATE billing_accounts SET balance = balance + $2 WHERE id = $1 RETURNING id, balance
     )
     INSERT INTO billing_ledger (account_id, amount, kind, reference, balance_after, created_at)
       SELECT id, $2, $3, $4, balance, $5 FROM moved
     RETURNING id`,
    [m.accountId, m.amount, m.kind, m.reference, m.at],
  );
  if (!row) throw new Error(`ledger: no billing account ${m.accountId}`);
}
