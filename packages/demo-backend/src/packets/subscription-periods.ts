// Periods that ended (000 §4 Subscription lifecycle): a renewing subscription whose balance covers the
// next period is charged and renewed from now, otherwise it closes; a future starts when its start
// comes. Settled lazily, whenever the viewer's subscriptions are read or money moves, inside a
// transaction holding the viewer's account: the due rows are read again under that lock, so a period
// that ended is renewed once however many requests on however many servers see it due (each renewal is
// also one ledger entry named after the period it follows, which the schema lets exist once).
import type { Sql } from '../db/database';
import { post } from '../money/ledger';
import { accountOf, type BillingAccount } from './accounts';
import { PacketStore } from './packet-store';
import { COLUMNS, DAY_MS, fromRow, priceFor } from './subscription-row';

const DUE = `user_id = $1 AND status <> 'closed'
  AND ((status = 'current' AND end_at <= $2) OR (status = 'future' AND start_at <= $2))`;

/** Whether anything is due: a plain read, so reads that find nothing due take no lock. */
export async function anyDue(sql: Sql, userId: number, now: number): Promise<boolean> {
  return (await sql.query(`SELECT 1 FROM subscriptions WHERE ${DUE} LIMIT 1`, [userId, now])).length > 0;
}

/**
 * Settles what is due; `account` must be locked by the caller's transaction. Answers the account as
 * it is afterwards (a renewal lowered its balance).
 */
export async function settleLocked(tx: Sql, account: BillingAccount, now: number): Promise<BillingAccount> {
  const due = (
    await tx.query(`SELECT ${COLUMNS} FROM subscriptions WHERE ${DUE} ORDER BY start_at, id FOR UPDATE`, [
      account.userId,
      now,
    ])
  ).map(fromRow);
  if (due.length === 0) return account;
  let balance = account.balance;
  for (const s of due) {
    if (s.status === 'future') {
      await tx.query(`UPDATE subscriptions SET status = 'current' WHERE id = $1 AND status = 'future'`, [
        s.id,
      ]);
      continue;
    }
    // Read on the transaction: PGlite serves nothing else while one is open.
    const packet = await new PacketStore(tx).get(s.packetId);
    const price = packet ? priceFor(packet, s.nextPeriodDays) : undefined;
    if (!s.renew || price === undefined || balance < price) {
      await tx.query(`UPDATE subscriptions SET status = 'closed' WHERE id = $1 AND status = 'current'`, [
        s.id,
      ]);
      continue;
    }
    // Renewing from now, not from the old end: a viewer away for months pays one period, not all.
    await post(tx, {
      accountId: account.id,
      amount: -price,
      kind: 'renewal',
      reference: `subscription:${s.id}@${s.endAt}`,
      at: now,
    });
    balance -= price;
    await tx.query(
      `UPDATE subscriptions SET is_trial = false, period_days = next_period_days, paid = $2, start_at = $3,
         end_at = $3 + next_period_days * ${DAY_MS}::bigint WHERE id = $1`,
      [s.id, price, now],
    );
  }
  return accountOf(tx, account.userId, true);
}
