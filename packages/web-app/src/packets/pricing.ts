/**
 * 000 §5 Packets: what a longer period saves and which packet the promo offers. Pure, so the packet
 * page, the period choice and the Subscriptions tab say the same thing.
 */
import type { PacketDetail } from './schemas';

export interface HumanPeriod {
  days?: number | null;
  months?: number | null;
  years?: number | null;
}

/** 000 §5: a period's months are 12 × its years, else its months; a period in days has none. */
export function monthsOf(human: HumanPeriod | null | undefined): number {
  if (human?.years) return 12 * human.years;
  return human?.months ?? 0;
}

/** 000 §5: the monthly price of a period, rounded; null for a period counted in days. */
export function monthlyPrice(price: number, human: HumanPeriod | null | undefined): number | null {
  const months = monthsOf(human);
  return months > 0 ? Math.round(price / months) : null;
}

/** The server's period_human back in days (its 30-day months and 365-day years); null when absent. */
export function daysOf(human: HumanPeriod | null | undefined): number | null {
  if (human?.years) return human.years * 365;
  if (human?.months) return human.months * 30;
  return human?.days || null;
}

export interface PeriodPrice {
  period: number;
  amount: number;
  human?: HumanPeriod | null;
}

export interface PeriodDiscount {
  /** The rounded price per month, or null for a period in days. */
  monthly: number | null;
  /** Whole percent saved per month against the first period; shown only when above 0. */
  percent: number;
}

/**
 * 000 §5: the discount is counted from the first period's price per month. Periods without a monthly
 * price (days) and the first period itself save nothing.
 */
export function periodDiscounts(periods: readonly PeriodPrice[]): PeriodDiscount[] {
  const first = periods[0];
  const base = first ? monthlyPrice(first.amount, first.human) : null;
  return periods.map((p) => {
    const monthly = monthlyPrice(p.amount, p.human);
    if (base === null || base <= 0 || monthly === null) return { monthly, percent: 0 };
    return { monthly, percent: Math.max(0, Math.round((1 - monthly / base) * 100)) };
  });
}

/** A trial counted in days (not months or years). */
function hasTrialInDays(p: PacketDetail): boolean {
  return (
    (p.trial_period_human?.days ?? 0) > 0 && !p.trial_period_human?.months && !p.trial_period_human?.years
  );
}

/**
 * 000 §5 Promo packet: a base packet with a trial in days, else a base packet sold by months. A packet
 * whose trial is used up is no promo for this viewer.
 */
export function promoPacket(packets: readonly PacketDetail[]): PacketDetail | null {
  const base = packets.filter((p) => p.base === true);
  return (
    base.find((p) => p.is_trial === true && p.is_used_trial !== true && hasTrialInDays(p)) ??
    base.find((p) => monthsOf(p.period_human) > 0) ??
    null
  );
}
