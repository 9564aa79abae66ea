/**
 * The app-wide poll of a pending payment (000 §4 After a transaction). Whatever screen is open, a payment
 * written down in the pending record — just started, back from the provider's page, or left by a closed
 * tab — is checked until it settles; then the packet it paid for is enabled once, the caches reload so the
 * channel or content opens, and the outcome is shown. A failure changes nothing and says why.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useReloadAfterPurchase } from '../packets/usePacketsApi';
import { noteCompletedTransaction } from '../parental/recent-transaction';
import { useSession } from '../session/context';
import { announcePending, onPendingChange } from './payment-events';
import { browserStore, clearPending, type PendingPayment, readPending } from './pending-payment';
import { settlePacket } from './settle';
import { nextPoll } from './transaction-poll';
import { useBillingApi } from './useBillingApi';

export type WatchState =
  | { kind: 'idle' }
  | { kind: 'checking'; pending: PendingPayment }
  | { kind: 'done'; pending: PendingPayment; packetName: string | null; paused: boolean; future: boolean }
  | { kind: 'failed'; pending: PendingPayment; reason: string | null; noFunds: boolean; paid: boolean }
  | { kind: 'still_pending'; pending: PendingPayment };

/** A pause between checks; the loop looks at its signal after each, so an unmount stops it. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function ownerOf(apiBase: string | null, userId: number | string | null | undefined): string {
  return `${apiBase ?? ''}|${userId ?? ''}`;
}

export function usePaymentWatcher(): { state: WatchState; dismiss: () => void } {
  const session = useSession();
  const navigate = useNavigate();
  const reload = useReloadAfterPurchase();
  const [state, setState] = useState<WatchState>({ kind: 'idle' });
  const signedIn = session.api !== null && !session.isGuest && session.user !== null;
  const owner = ownerOf(session.apiBase, session.user?.id);
  const apis = useBillingApi();

  useEffect(() => {
    if (!signedIn || !apis) return;
    const controller = new AbortController();
    const { signal } = controller;
    const store = browserStore();
    let polling: string | null = null;

    /** The record goes, waiting dialogs close, and every cache that the payment changed reloads. */
    function finish(pending: PendingPayment) {
      clearPending(store, pending.transactionId);
      announcePending();
      void reload();
    }

    async function poll(pending: PendingPayment) {
      setState({ kind: 'checking', pending });
      const startedAt = Date.now();
      let answer = null;
      for (;;) {
        const decision = nextPoll(answer, startedAt, Date.now());
        if (decision.kind === 'wait') {
          await pause(decision.ms);
          if (signal.aborted) return;
          // A lost answer is asked again: the money may be moving while the network is down.
          answer = await apis!.billing.transaction(pending.transactionId, signal).catch(() => null);
          if (signal.aborted) return;
          continue;
        }
        if (decision.kind === 'still_pending') return setState({ kind: 'still_pending', pending });
        if (decision.kind === 'error') {
          finish(pending);
          const noFunds = decision.reason === 'insufficient_funds';
          return setState({ kind: 'failed', pending, reason: decision.description, noFunds, paid: false });
        }
        // 000 §4: what was just paid for plays without the PIN for 30 s.
        noteCompletedTransaction(Date.now());
        try {
          const settled = await settlePacket(apis!.packets, pending.packetId);
          finish(pending);
          setState({ kind: 'done', pending, ...settled });
          // 001 §4 start-after-buy: the content the viewer wanted plays now.
          if (pending.playPath) navigate(pending.playPath);
        } catch (error) {
          finish(pending);
          const reason = error instanceof Error ? error.message : String(error);
          setState({ kind: 'failed', pending, reason, noFunds: false, paid: true });
        }
        return;
      }
    }

    const check = () => {
      const pending = readPending(store, owner, Date.now());
      if (!pending || polling === pending.transactionId) return;
      polling = pending.transactionId;
      void poll(pending).finally(() => {
        if (polling === pending.transactionId) polling = null;
      });
    };
    onPendingChange(check, signal);
    check();
    return () => controller.abort();
  }, [signedIn, apis, owner, reload, navigate]);

  return { state, dismiss: () => setState({ kind: 'idle' }) };
}
