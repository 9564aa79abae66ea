/**
 * One money call of the payment modals (pay-actions.ts): the call pay-calls.ts picks for the purpose and
 * the way, its transaction recorded before anything else happens (pending-payment.ts), one at a time.
 * A refusal is shown in the dialog (the no-funds modal for a card's 400/402), unless the caller handles it
 * or the viewer cancelled the pay PIN the server asked for (pay-approval.ts).
 */
import { ApiError } from '../api/errors';
import { isApprovalRequired } from '../parental/change-with-approval';
import { moneyCall, type PayHow } from './pay-calls';
import type { PayPurpose, PayState } from './pay-dialog';
import { browserStore, writePending } from './pending-payment';
import { type PaymentStart, transactionOf } from './schemas';

export const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** The server bills only a phone the viewer proved with a code (issue 35): it says so with this code. */
export const isUnconfirmedPhone = (failure: unknown) =>
  failure instanceof ApiError && failure.errorCode === 'phone_not_confirmed';

export function createStart(s: PayState) {
  /**
   * Runs one money call; records its transaction before anything else happens. `handled` may take a
   * refusal the caller shows its own way (it returns true), instead of the dialog's error line.
   */
  return async function start(purpose: PayPurpose, how: PayHow, handled?: (failure: unknown) => boolean) {
    const { apis, owner } = s.get();
    if (!apis || s.inFlight.current) return null;
    const call: (accountId: number) => Promise<PaymentStart> = moneyCall(apis.billing, purpose, how);
    s.inFlight.current = true;
    s.setBusy(true);
    s.setError(null);
    try {
      const [account] = await apis.packets.accounts();
      if (!account) throw new Error('no billing account');
      const started = transactionOf(await call(account.id));
      const { source, packetId, playPath } = purpose;
      const record = { transactionId: started.transactionId, source, packetId, playPath, owner };
      writePending(browserStore(), { ...record, startedAt: Date.now() });
      return started;
    } catch (failure) {
      if (handled?.(failure) || isApprovalRequired(failure)) return null;
      // 000 §8: a card charge refused for its money (400/402) is the no-funds modal (for an offer paid by
      // a linked card, the 400); others say why.
      const refused = failure instanceof ApiError && (failure.status === 400 || failure.status === 402);
      if (refused && s.get().dialog?.kind === 'card') {
        s.open({ kind: 'no_funds', purpose, reason: failure.message });
      } else s.setError(messageOf(failure));
      return null;
    } finally {
      s.inFlight.current = false;
      s.setBusy(false);
    }
  };
}
