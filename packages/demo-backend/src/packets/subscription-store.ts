// Subscriptions and futures with their lifecycle (000 §4 Subscription): subscribe, renew on/off and
// period change, unsubscribe, cancel a future; ended periods settle lazily (subscription-periods.ts).
// Every operation that moves money is one transaction that first takes the viewer's account row
// (withAccount), settles what is due, then reads the subscription it acts on again under that lock and
// changes it conditionally: parallel requests on any number of servers queue on the lock, and the
// second finds the first one's result (already bought, already ended) instead of paying or refunding
// again.
import type { Database, Sql } from '../db/database';
import { ApiError, notFound, permissionDenied } from '../http/errors';
import { post } from '../money/ledger';
import { type BillingAccount, withAccount } from './accounts';
import type { Packet } from './packet-store';
import { anyDue, settleLocked } from './subscription-periods';
import {
  COLUMNS,
  DAY_MS,
  fromRow,
  insufficientBalance,
  priceFor,
  refundNow,
  type Subscription,
} from './subscription-row';

export { insufficientBalance, priceFor, type Subscription } from './subscription-row';

export class SubscriptionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** The viewer's open (current and future) subscriptions, after settling ended periods. */
  async open(userId: number): Promise<Subscription[]> {
    await this.settle(userId);
    const rows = await this.db.query(
      `SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1 AND status <> 'closed' ORDER BY start_at, id`,
      [userId],
    );
    return rows.map(fromRow);
  }

  /** Renews or closes ended periods and starts futures, when any are due. */
  async settle(userId: number): Promise<void> {
    if (!(await anyDue(this.db, userId, this.now()))) return;
    await this.inAccount(userId, async () => undefined);
  }

  /** A trial is for the first subscription to a packet only. */
  async hadPacket(db: Sql, userId: number, packetId: number): Promise<boolean> {
    const rows = await db.query('SELECT 1 FROM subscriptions WHERE user_id = $1 AND packet_id = $2', [
      userId,
      packetId,
    ]);
    return rows.length > 0;
  }

  /**
   * Subscribes, or re-enables a packet whose renewal was stopped. A second call for an open packet
   * returns the open subscription instead of charging again (double clicks, retries, parallel tabs).
   */
  async subscribe(userId: number, packet: Packet, periodDays = packet.periodDays): Promise<Subscription> {
    const price = priceFor(packet, periodDays);
    if (price === undefined) {
      throw new ApiError(400, 'invalid_request', `${packet.name} has no ${periodDays}-day period`, {
        field: 'period',
      });
    }
    return this.inAccount(userId, (tx, account) => this.buy(tx, account, packet, periodDays, price));
  }

  private async buy(
    tx: Sql,
    account: BillingAccount,
    packet: Packet,
    periodDays: number,
    price: number,
  ): Promise<Subscription> {
    const userId = account.userId;
    const [open] = await tx.query(
      `SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1 AND packet_id = $2 AND status <> 'closed'`,
      [userId, packet.id],
    );
    if (open) {
      const existing = fromRow(open);
      if (existing.status === 'current' && !existing.renew) {
        await tx.query('UPDATE subscriptions SET renew = true WHERE id = $1', [existing.id]);
        return { ...existing, renew: true };
      }
      return existing;
    }
    const trial = packet.trialDays > 0 && !(await this.hadPacket(tx, userId, packet.id));
    const charge = trial ? packet.trialPrice : price;
    if (account.balance < charge) throw insufficientBalance(charge, account.balance);
    const now = this.now();
    // A second base packet starts when the current base one ends (a future, §4 lifecycle).
    const [baseEnd] = packet.isBase
      ? await tx.query<{ end_at: number }>(
          `SELECT max(s.end_at)::float8 AS end_at FROM subscriptions s JOIN packets p ON p.id = s.packet_id
           WHERE s.user_id = $1 AND s.status = 'current' AND p.is_base HAVING count(*) > 0`,
          [userId],
        )
      : [];
    const startAt = baseEnd ? Number(baseEnd.end_at) : now;
    const days = trial ? packet.trialDays : periodDays;
    const [row] = await tx.query(
      `INSERT INTO subscriptions (user_id, packet_id, status, renew, is_trial, period_days, paid,
         next_period_days, start_at, end_at, created_at)
       VALUES ($1, $2, $3, true, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [
        userId,
        packet.id,
        baseEnd ? 'future' : 'current',
        trial,
        days,
        charge,
        periodDays,
        startAt,
        startAt + days * DAY_MS,
        now,
      ],
    );
    const subscription = fromRow(row as Record<string, unknown>);
    await post(tx, {
      accountId: account.id,
      amount: -charge,
      kind: 'subscription',
      reference: `subscription:${subscription.id}`,
      at: now,
    });
    return subscription;
  }

  async mine(userId: number, id: number): Promise<Subscription> {
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM subscriptions WHERE id = $1 AND user_id = $2`, [
      id,
      userId,
    ]);
    if (!row || row.status === 'closed') throw notFound(`Subscription ${id} not found`);
    return fromRow(row);
  }

  async update(userId: number, id: number, change: { renew?: boolean; nextPeriodDays?: number }) {
    const s = await this.mine(userId, id);
    await this.db.query(
      'UPDATE subscriptions SET renew = coalesce($2, renew), next_period_days = coalesce($3, next_period_days) WHERE id = $1',
      [s.id, change.renew ?? null, change.nextPeriodDays ?? null],
    );
    return this.mine(userId, id);
  }

  /** Closes a current subscription now; the unused whole days are returned to the balance, once. */
  unsubscribe(userId: number, id: number): Promise<{ refunded: number }> {
    return this.end(userId, id, 'current', (s) => refundNow(s, this.now()));
  }

  /** Cancels a future subscription; what it cost comes back in full, once. */
  cancelFuture(userId: number, id: number): Promise<{ refunded: number }> {
    return this.end(userId, id, 'future', (s) => s.paid);
  }

  private end(
    userId: number,
    id: number,
    status: 'current' | 'future',
    refundOf: (s: Subscription) => number,
  ): Promise<{ refunded: number }> {
    return this.inAccount(userId, async (tx, account) => {
      const [row] = await tx.query(
        `SELECT ${COLUMNS} FROM subscriptions WHERE id = $1 AND user_id = $2 AND status <> 'closed' FOR UPDATE`,
        [id, userId],
      );
      if (!row) throw notFound(`Subscription ${id} not found`);
      const s = fromRow(row);
      if (s.status !== status) {
        if (status === 'future') throw notFound(`Future subscription ${id} not found`);
        throw permissionDenied(`Subscription ${id} has not started; cancel it as a future`);
      }
      const now = this.now();
      const refunded = refundOf(s);
      await tx.query(`UPDATE subscriptions SET status = 'closed', end_at = least(end_at, $2) WHERE id = $1`, [
        s.id,
        now,
      ]);
      await post(tx, {
        accountId: account.id,
        amount: refunded,
        kind: 'refund',
        reference: `subscription:${s.id}`,
        at: now,
      });
      return { refunded };
    });
  }

  /**
   * One money transaction of the viewer: the account row held, due periods settled first (a purchase or
   * a refund never races a renewal), then `work` with the account as it stands.
   */
  inAccount<T>(userId: number, work: (tx: Sql, account: BillingAccount) => Promise<T>): Promise<T> {
    return withAccount(this.db, userId, async (tx, locked) =>
      work(tx, await settleLocked(tx, locked, this.now())),
    );
  }
}
