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
