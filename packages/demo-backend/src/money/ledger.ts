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

export interface LedgerEntry extends Movement {
  id: number;
  balanceAfter: number;
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

/** The account's entries, oldest first. */
export async function entriesOf(sql: Sql, accountId: number): Promise<LedgerEntry[]> {
  const rows = await sql.query<Record<string, unknown>>(
    'SELECT * FROM billing_ledger WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    accountId: Number(r.account_id),
    amount: Number(r.amount),
    kind: r.kind as LedgerKind,
    reference: String(r.reference),
    balanceAfter: Number(r.balance_after),
    at: Number(r.created_at),
  }));
}

export interface Discrepancy {
  accountId: number;
  balance: number;
  ledger: number;
}

/** Accounts whose balance is not the sum of their entries (or below zero): none, when money is sound. */
export async function ledgerDiscrepancies(sql: Sql): Promise<Discrepancy[]> {
  const rows = await sql.query<{ id: string; balance: string; ledger: string }>(
    `SELECT a.id, a.balance, coalesce(l.total, 0) AS ledger
       FROM billing_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS total FROM billing_ledger GROUP BY account_id) l
         ON l.account_id = a.id
      WHERE a.balance <> coalesce(l.total, 0) OR a.balance < 0
      ORDER BY a.id`,
  );
  return rows.map((r) => ({ accountId: Number(r.id), balance: Number(r.balance), ledger: Number(r.ledger) }));
}
