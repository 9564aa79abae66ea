// Reads of the ledger that only the tests make (issue 39: a reader the product never calls lives with the
// tests): the entries of one account, and the accounts whose balance is not the sum of their entries, which
// the ledger's own tests and the concurrency suite check after every scenario (src/money/ledger.ts writes).
import type { Sql } from '../db/database';
import type { LedgerKind, Movement } from '../money/ledger';

export interface LedgerEntry extends Movement {
  id: number;
  balanceAfter: number;
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
