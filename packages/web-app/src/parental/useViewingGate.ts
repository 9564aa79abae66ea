/**
 * The viewing gate where a page starts a channel, a programme or a film: null while this device's parental
 * settings are still on their way (a switch may be on), else the decision of viewing-gate.ts — with the
 * server's approval held for the action, billing's last completed transaction and the PIN flag of a PIN
 * just entered.
 */
import { useSession } from '../session/context';
import { parentalApprovals } from './approval-store';
import type { GateDecision } from './gating';
import { pinFlag } from './pin-flag';
import { lastCompletedTransaction } from './recent-transaction';
import { useParentalState } from './useParentalState';
import { decideViewing, type ViewingAction } from './viewing-gate';

export function useViewingGate(action: ViewingAction, adult: boolean): GateDecision | null {
  const session = useSession();
  const parental = useParentalState();
  if (session.params.ignoreParentalControl) return 'allow';
  if (parental.loading) return null;
  if (pinFlag.isUp(action)) return 'allow';
  return decideViewing({
    action,
    settings: parental.settings,
    status: parental.status,
    isGuest: session.isGuest,
    childProfile: session.childProfile,
    restricted: adult,
    approvedUntil: parentalApprovals().until(parental.userId, action),
    lastTransactionAt: lastCompletedTransaction(),
    embedIgnores: false,
    now: Date.now(),
  });
}
