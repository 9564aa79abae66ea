// Subscriptions and futures with their lifecycle (000 §4 Subscription): current → renewed or closed
// when the period ends, future → current when its start comes, renew on/off, period change, unsubscribe.
// Expired periods are settled lazily whenever the viewer's subscriptions are read.
import type { Database, Sql } from '../db/database';
import { ApiError, notFound, permissionDenied } from '../http/errors';
import { accountOf, addToBalance, money } from './accounts';
import type { Packet } from './packet-store';

export interface Subscription {
  id: number;
  userId: number;
  packetId: number;
  status: 'current' | 'future' | 'closed';
  renew: boolean;
  isTrial: boolean;
  periodDays: number;
  paid: number;
  nextPeriodDays: number;
  startAt: number;
  endAt: number;
}

const DAY_MS = 86_400_000;
const COLUMNS = `id, user_id, packet_id, status, renew, is_trial, period_days, paid::float8 AS paid,
  next_period_days, start_at::float8 AS start_at, end_at::float8 AS end_at`;

function fromRow(r: Record<string, unknown>): Subscription {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    packetId: Number(r.packet_id),
    status: r.status as Subscription['status'],
    renew: Boolean(r.renew),
    isTrial: Boolean(r.is_trial),
    periodDays: Number(r.period_days),
    paid: Number(r.paid),
    nextPeriodDays: Number(r.next_period_days),
    startAt: Number(r.start_at),
    endAt: Number(r.end_at),
  };
}

export const priceFor = (packet: Packet, days: number): number | undefined =>
  packet.periods.find((p) => p.days === days)?.price;

export const insufficientBalance = (needed: number, balance: number) =>
  new ApiError(
    402,
    'insufficient_balance',
    `Not enough money on the balance: ${money(needed)} needed, ${money(balance)} available`,
  );

export class SubscriptionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
    private readonly packet: (id: number) => Promise<Packet | undefined>,
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
   * returns the open subscription instead of charging again (double clicks, retries).
   */
  async subscribe(userId: number, packet: Packet, periodDays = packet.periodDays): Promise<Subscription> {
    const price = priceFor(packet, periodDays);
    if (price === undefined) {
      throw new ApiError(400, 'invalid_request', `${packet.name} has no ${periodDays}-day period`, {
        field: 'period',
      });
    }
    await this.settle(userId);
    try {
      return await this.buy(userId, packet, periodDays, price);
    } catch (error) {
      // Two requests raced past the open-subscription check: the unique index kept one; answer with it.
      if ((error as { code?: string }).code !== '23505') throw error;
      const open = (await this.open(userId)).find((s) => s.packetId === packet.id);
      if (!open) throw error;
      return open;
    }
  }

  private buy(userId: number, packet: Packet, periodDays: number, price: number): Promise<Subscription> {
    return this.db.transaction(async (tx) => {
      const account = await accountOf(tx, userId, true);
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
      await addToBalance(tx, account.id, -charge);
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
      return fromRow(row as Record<string, unknown>);
    });
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

  /** Closes a current subscription now; the unused whole days are returned to the balance. */
  async unsubscribe(userId: number, id: number): Promise<{ refunded: number }> {
    const s = await this.mine(userId, id);
    if (s.status !== 'current')
      throw permissionDenied(`Subscription ${id} has not started; cancel it as a future`);
    const left = Math.max(0, Math.floor((s.endAt - this.now()) / DAY_MS));
    const refunded = Math.floor((s.paid * Math.min(left, s.periodDays)) / s.periodDays);
    await this.close(userId, s, refunded);
    return { refunded };
  }

  /** Cancels a future subscription; what it cost comes back in full. */
  async cancelFuture(userId: number, id: number): Promise<{ refunded: number }> {
    const s = await this.mine(userId, id);
    if (s.status !== 'future') throw notFound(`Future subscription ${id} not found`);
    await this.close(userId, s, s.paid);
    return { refunded: s.paid };
  }

  private async close(userId: number, s: Subscription, refund: number) {
    await this.db.transaction(async (tx) => {
      const account = await accountOf(tx, userId, true);
      await tx.query(`UPDATE subscriptions SET status = 'closed', end_at = least(end_at, $2) WHERE id = $1`, [
        s.id,
        this.now(),
      ]);
      if (refund > 0) await addToBalance(tx, account.id, refund);
    });
  }

  /** Ended periods renew (when renewing and the balance covers the next one) or close; futures start. */
  private async settle(userId: number): Promise<void> {
    const now = this.now();
    const due = (
      await this.db.query(
        `SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1 AND status <> 'closed'
         AND ((status = 'current' AND end_at <= $2) OR (status = 'future' AND start_at <= $2)) ORDER BY start_at`,
        [userId, now],
      )
    ).map(fromRow);
    for (const s of due) {
      if (s.status === 'future') {
        await this.db.query(`UPDATE subscriptions SET status = 'current' WHERE id = $1`, [s.id]);
        continue;
      }
      const packet = await this.packet(s.packetId);
      const price = packet ? priceFor(packet, s.nextPeriodDays) : undefined;
      await this.db.transaction(async (tx) => {
        const account = await accountOf(tx, userId, true);
        if (!s.renew || price === undefined || account.balance < price) {
          await tx.query(`UPDATE subscriptions SET status = 'closed' WHERE id = $1`, [s.id]);
          return;
        }
        // Renewing from now, not from the old end: a viewer away for months pays one period, not all.
        await addToBalance(tx, account.id, -price);
        await tx.query(
          `UPDATE subscriptions SET is_trial = false, period_days = next_period_days, paid = $2, start_at = $3,
             end_at = $3 + next_period_days * ${DAY_MS}::bigint WHERE id = $1`,
          [s.id, price, now],
        );
      });
    }
  }
}
