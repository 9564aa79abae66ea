// The viewer's billing account: one per user, balance in minor units. Subscriptions debit it; the
// payment issue tops it up.
import type { Sql } from '../db/database';

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

export async function addToBalance(db: Sql, accountId: number, delta: number): Promise<void> {
  await db.query('UPDATE billing_accounts SET balance = balance + $2 WHERE id = $1', [accountId, delta]);
}

/** 29900 → "299.00": the wire's money strings (000 §5 "price 0.00"). */
export const money = (minor: number): string => (minor / 100).toFixed(2);
