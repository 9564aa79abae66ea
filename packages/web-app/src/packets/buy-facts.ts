/**
 * Why: nextBuyStep (buy-flow.ts) decides from facts; this gathers them for one turn of 000 §4 Buying a
 * packet — the viewer's account, current subscriptions and provider rules from the server, this device's
 * pay switch (000 §6: the PIN before paying), the packet's price and period, and what the viewer has already
 * done in this purchase (PIN passed, confirmed, period chosen).
 */

import { payNeedsPin } from '../billing/pay-gate';
import { peekPlayAfter } from '../billing/play-after';
import type { ParentalSettings } from '../parental/gating';
import type { SessionValue } from '../session/context';
import { type BuyFacts, isContentReady, type OfferPeriod } from './buy-flow';
import type { PacketEndpoints } from './endpoints';
import { packetPeriodDays } from './format';
import { amountOf, type PacketDetail } from './schemas';

/** What the viewer has done so far in this purchase. */
export interface BuyProgress {
  parental: boolean;
  confirmed: boolean;
  period: number | null;
}

/** 000 §4 offers mode: the operator's setting, served with its network data (demo: provider 3). */
function offersModeOf(network: unknown): boolean {
  const provider = (network as { provider?: { is_offers_mode?: unknown } } | null)?.provider;
  return provider?.is_offers_mode === true;
}

export async function buyFacts(input: {
  packet: PacketDetail;
  endpoints: PacketEndpoints;
  session: SessionValue;
  embed: boolean;
  paySettings: () => Promise<ParentalSettings | null>;
  done: BuyProgress;
  periods: OfferPeriod[] | null;
}): Promise<BuyFacts> {
  const { packet, endpoints, session, done } = input;
  const guest = session.isGuest;
  const [accounts, current, provider] = guest
    ? [[], [], null]
    : await Promise.all([
        endpoints.accounts(),
        endpoints.current(),
        endpoints.provider(String(session.network?.provider?.id ?? 1)).catch(() => null),
      ]);
  const account = accounts[0];
  const trial = packet.is_trial === true;
  // 000 §6 parental check, action pay: this device's pay switch asks for the PIN before paying.
  const settings = guest ? null : await input.paySettings();
  const needsPin = payNeedsPin(session, settings, Date.now());
  return {
    embed: input.embed,
    guest,
    parental: !needsPin ? 'not_needed' : done.parental ? 'passed' : 'needed',
    packet: {
      base: packet.base === true,
      amount: amountOf(trial ? packet.trial_price : (packet.total_price ?? packet.price)),
      nextPrice: packet.subscription ? amountOf(packet.subscription.next_price) : amountOf(packet.price),
      isTrial: trial,
      period: packetPeriodDays(packet),
      agreementAccepted: packet.agreement ? packet.agreement.is_accepted : null,
    },
    hasBasePacket: current.some((s) => s.packet.base === true),
    allowAdditionalWithoutBase: provider?.is_allow_additional_packets_without_base === true,
    offersMode: offersModeOf(session.network),
    periods: input.periods,
    periodConfirmed: done.period !== null,
    paymentAllowed: account?.is_payment_allowed !== false,
    confirmed: done.confirmed,
    contentReady: isContentReady(peekPlayAfter(), packet.id, current),
    balance: amountOf(account?.balance),
  };
}
