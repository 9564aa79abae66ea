// A subscription as the code sees it, how a row becomes one, and the prices and refusals the money
// operations on it share (000 §4 Subscription).
import { ApiError } from '../http/errors';
import { money } from './accounts';
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

export const DAY_MS = 86_400_000;

export const COLUMNS = `id, user_id, packet_id, status, renew, is_trial, period_days, paid::float8 AS paid,
  next_period_days, start_at::float8 AS start_at, end_at::float8 AS end_at`;

export function fromRow(r: Record<string, unknown>): Subscription {
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

/** What ending a current subscription now returns: its unused whole days, pro rata of what it cost. */
export function refundNow(s: Pick<Subscription, 'paid' | 'periodDays' | 'endAt'>, now: number): number {
  const left = Math.max(0, Math.floor((s.endAt - now) / DAY_MS));
  return Math.floor((s.paid * Math.min(left, s.periodDays)) / s.periodDays);
}
