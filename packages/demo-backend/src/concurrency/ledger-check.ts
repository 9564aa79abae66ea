// The money invariant every concurrency scenario ends on: each billing account's balance equals the
// sum of its ledger entries (billing_ledger), and none is below zero. A race that moves money twice
// while writing one entry, or writes money outside the ledger, shows here even when the scenario's
// own figures happen to look right. Before the ledger table exists (a branch without migration 010)
// only the "never below zero" half can be checked; the schema already refuses that, so then it finds
// nothing.
import type { Sql } from '../db/database';

export interface Discrepancy {
  accountId: number;
  balance: number;
  /** The ledger's sum, or null without a ledger table. */
  ledger: number | null;
}

export async function ledgerDiscrepancies(db: Sql): Promise<Discrepancy[]> {
  const [table] = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('billing_ledger') IS NOT NULL AS exists",
  );
  if (!table?.exists) {
    const rows = await db.query<{ id: string; balance: string }>(
      'SELECT id, balance FROM billing_accounts WHERE balance < 0 ORDER BY id',
    );
    return rows.map((r) => ({ accountId: Number(r.id), balance: Number(r.balance), ledger: null }));
  }
  const rows = await db.query<{ id: string; balance: string; ledger: string }>(
    `SELECT a.id, a.balance, coalesce(l.total, 0) AS ledger
       FROM billing_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS total FROM billing_ledger GROUP BY account_id) l
         ON l.account_id = a.id
      WHERE a.balance <> coalesce(l.total, 0) OR a.balance < 0
      ORDER BY a.id`,
  );
  return rows.map((r) => ({ accountId: Number(r.id), balance: Number(r.balance), ledger: Number(r.ledger) }));
}
