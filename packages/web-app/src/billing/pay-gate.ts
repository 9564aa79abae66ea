/**
 * 000 §6 parental check, action pay: buying, refilling the balance and linking a card ask for the PIN
 * (device-default settings) when the account has one. An entered PIN is remembered as the device's
 * settings say, in memory for this tab, shared by every place that pays.
 */
import { approvalExpiry, decideGate } from '../parental/gating';
import type { SessionValue } from '../session/context';

let payApprovedUntil: number | null = null;

export function payNeedsPin(session: SessionValue, now: number): boolean {
  const gate = decideGate({
    action: 'pay',
    settings: null,
    status: session.user?.parental_status,
    isGuest: session.isGuest,
    childProfile: session.childProfile,
    restricted: true,
    approvedUntil: payApprovedUntil,
    lastTransactionAt: null,
    embedIgnores: session.params.ignoreParentalControl === true,
    now,
  });
  return gate === 'ask-pin';
}

export function approvePay(now: number): void {
  payApprovedUntil = approvalExpiry(null, now);
}
