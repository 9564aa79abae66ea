/** Money and periods as the packet screens say them, in the viewer's language. */
import type { TFunction } from 'i18next';
import { amountOf } from './schemas';

export function formatMoney(
  value: string | number | null | undefined,
  language: string,
  currency: string | null,
  /** '\u00a0' where the sum sits in running text that may wrap: the ₽ must not start a line alone. */
  space = ' ',
): string {
  const text = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amountOf(value),
  );
  return currency ? `${text}${space}${currency}` : text;
}

/**
 * A packet's period in days; a packet that names none is taken as monthly (30). Not in the spec (000 §3 lists
 * `period` without a default): one place for our choice, which the lock view, the embed and the buy flow share.
 */
export function packetPeriodDays(packet: { period?: number | null }): number {
  return packet.period ?? 30;
}

/** 30 → "30 days"; period_human when the server sends it (1 month, 1 year). */
export function formatPeriod(
  t: TFunction,
  days: number | null | undefined,
  human?: { days?: number | null; months?: number | null; years?: number | null } | null,
): string {
  if (human?.years) return t('period_years', { count: human.years });
  if (human?.months) return t('period_months', { count: human.months });
  return t('period_days', { count: human?.days || days || 30 });
}

/**
 * A packet's price line: "299.00 ₽ / month", or just "Free" for a packet that costs nothing — "0.00 ₽ / month"
 * (and "Free / month") read as if a month of it were the price. One rule for the cards and the subscriptions.
 */
export function packetPriceLine(
  t: TFunction,
  packet: {
    price?: string | number | null;
    period?: number | null;
    period_human?: Parameters<typeof formatPeriod>[2];
  },
  language: string,
  currency: string | null,
): string {
  if (amountOf(packet.price) === 0) return t('free');
  return `${formatMoney(packet.price, language, currency)} / ${formatPeriod(t, packet.period, packet.period_human)}`;
}
