/**
 * Why: 000 §4 Buying a packet is a chain of checks (embed, parental PIN, base packet, offers-mode periods,
 * confirmation, agreement, money). The next step is a pure function of what is known so far; the hook
 * (useBuyPacket) performs the step, records its outcome and asks again. "Not enough money" ends in the
 * `payment` step, which src/billing performs (cards, paysystems, the provider's page, QR, phone).
 */

/** 000 §9: buying retries this long after the parental check. */
export const PARENTAL_RETRY_MS = 600;

export interface BuyPacketFacts {
  base: boolean;
  /** 000 §5 purchase amount: purchase amount, else total_price, else price (major units). */
  amount: number;
  nextPrice: number | null;
  isTrial: boolean;
  /** The packet's period in days (offers mode picks the matching purchase period). */
  period: number;
  agreementAccepted: boolean | null;
}

export interface BuyFacts {
  embed: boolean;
  guest: boolean;
  /** The pay check (000 §6 parental action pay): needed until the PIN was entered. */
  parental: 'needed' | 'passed' | 'not_needed';
  packet: BuyPacketFacts;
  hasBasePacket: boolean;
  allowAdditionalWithoutBase: boolean;
  offersMode: boolean;
  /** Offers mode: the purchase periods once fetched. */
  periods: { period: number; hasTrial: boolean }[] | null;
  periodConfirmed: boolean;
  paymentAllowed: boolean;
  confirmed: boolean;
  /** Buying for a content that is already purchased and available plays it instead. */
  contentReady: boolean;
  balance: number;
}

export type BuyReason = 'free' | 'promo' | 'trial' | 'balance';

export type BuyStep =
  | { step: 'open_window' }
  | { step: 'sign_in' }
  | { step: 'parental' }
  | { step: 'quick_packets' }
  | { step: 'load_periods' }
  | { step: 'confirm_period'; period: number }
  | { step: 'confirm'; reason: BuyReason | null }
  | { step: 'play' }
  | { step: 'agreement' }
  | { step: 'offer' }
  | { step: 'subscribe'; reason: BuyReason; period: number }
  | { step: 'payment'; missing: number };

/** 000 §5: free-promo when its next price is 0.00, it is not base and its price is 0.00. */
export function isFreePromo(p: BuyPacketFacts): boolean {
  return p.nextPrice === 0 && !p.base && p.amount === 0;
}

/**
 * 000 §4 Buy process: the content that led to the purchase is already bought and available when the
 * packet selling it is already a current subscription of the viewer; then it plays, nothing is bought.
 */
export function isContentReady(
  playPath: string | null,
  packetId: number,
  current: readonly { packet: { id: number } }[],
): boolean {
  return playPath !== null && current.some((s) => s.packet.id === packetId);
}

/** Offers mode: the period matching the packet's, else the first (000 §4). */
export function choosePeriod(periods: { period: number; hasTrial: boolean }[], packetPeriod: number) {
  return periods.find((p) => p.period === packetPeriod) ?? periods[0];
}

function reasonOf(f: BuyFacts): BuyReason | null {
  if (isFreePromo(f.packet)) return 'promo';
  if (f.packet.amount === 0) return 'free';
  if (f.packet.isTrial) return f.packet.amount <= f.balance ? 'trial' : null;
  return f.packet.amount <= f.balance ? 'balance' : null;
}

function buyProcess(f: BuyFacts, period: number): BuyStep {
  if (f.contentReady) return { step: 'play' };
  if (f.packet.agreementAccepted === false) return { step: 'agreement' };
  if (f.offersMode) return { step: 'offer' };
  const reason = reasonOf(f);
  if (reason === null) return { step: 'payment', missing: Math.max(0, f.packet.amount - f.balance) };
  if (!f.confirmed) return { step: 'confirm', reason };
  return { step: 'subscribe', reason, period };
}

export function nextBuyStep(f: BuyFacts): BuyStep {
  if (f.embed) return { step: 'open_window' };
  if (f.guest) return { step: 'sign_in' };
  if (f.parental === 'needed') return { step: 'parental' };
  if (!f.packet.base && !f.hasBasePacket && !f.allowAdditionalWithoutBase && !f.offersMode) {
    return { step: 'quick_packets' };
  }
  if (f.offersMode) {
    if (f.periods === null) return { step: 'load_periods' };
    const chosen = choosePeriod(f.periods, f.packet.period);
    const period = chosen?.period ?? f.packet.period;
    if (chosen?.hasTrial || f.periods.length < 2 || f.periodConfirmed) return buyProcess(f, period);
    return { step: 'confirm_period', period };
  }
  if (f.paymentAllowed || f.confirmed) return buyProcess(f, f.packet.period);
  return { step: 'confirm', reason: null };
}

/** Offers mode: a purchase period as the flow uses it (the first purchase type is the one sold). */
export interface OfferPeriod {
  period: number;
  hasTrial: boolean;
  purchaseTypeId: number;
  /** Major units: the trial's price when the period has a trial, else the period's. */
  amount: number;
  /** The period in days, months or years (000 §5 discount per month). */
  human?: { days?: number | null; months?: number | null; years?: number | null } | null;
}

export function offerPeriods(
  raw: readonly {
    period: number;
    period_human?: OfferPeriod['human'];
    purchases_type?:
      | readonly {
          id: number;
          amount?: string | number | null;
          trial_amount?: string | number | null;
          is_have_trial?: boolean | null;
        }[]
      | null;
  }[],
): OfferPeriod[] {
  return raw.flatMap((p) => {
    const type = p.purchases_type?.[0];
    if (!type) return [];
    const hasTrial = type.is_have_trial === true;
    const amount = Number((hasTrial ? type.trial_amount : type.amount) ?? 0);
    return [
      {
        period: p.period,
        hasTrial,
        purchaseTypeId: type.id,
        amount: Number.isFinite(amount) ? amount : 0,
        human: p.period_human ?? null,
      },
    ];
  });
}

/**
 * 000 §8: a 402 on a subscription means the balance is short (it changed since the flow looked, or the
 * operator charges more); the linked card is charged for what is missing. Never less than a kopeck:
 * the server said no, so something is missing even if the balance we read looks enough.
 */
export function missingAfterRefusal(amount: number, balance: number): number {
  const missing = Math.round((amount - balance) * 100) / 100;
  return missing > 0 ? missing : Math.max(0.01, Math.round(amount * 100) / 100);
}
