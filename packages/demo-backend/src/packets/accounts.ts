// The viewer's billing account: one per user, balance in minor units. Only the ledger
// (src/money/ledger.ts) changes the balance; every movement runs in a transaction that holds the
// account's row first (withAccount), so a viewer's movements happen one after the other on any number
// of servers, and each re-reads what it depends on under that lock.
import type { Database, Sql } from '../db/database';

export interface BillingAccount {
  id: number;
  userId: number;
  balance: number;
  isPaymentAllowed: boolean;
}

/** The user's account, created empty on first use; `lock` holds it for the caller's transaction. */
export async function accountOf(db: Sql, userId: number, lock = false): Promise<BillingAccount> {
  await db.query('INSERT INTO billing_accounts (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
  const [row] = await db.query<{ id: string; balance: number; is_payment_allowed: boolean }>(
    `SELECT id, balance::float8 AS balance, is_payment_allowed FROM billing_accounts WHERE user_id = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  if (!row) throw new Error(`no billing account for user ${userId}`);
  return {
    id: Number(row.id),
    userId,
    balance: Number(row.balance),
    isPaymentAllowed: row.is_payment_allowed,
  };
}

/** Runs `work` in one transaction that holds `userId`'s account row (created empty if missing). */
export function withAccount<T>(
  db: Database,
  userId: number,
  work: (tx: Sql, account: BillingAccount) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await accountOf(tx, userId, true)));
}

/** 29900 → "299.00": the wire's money strings (000 §5 "price 0.00"). */
export const money = (minor: number): string => (minor / 100).toFixed(2);
