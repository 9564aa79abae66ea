/**
 * A dialog waiting for a payment made elsewhere (a QR scanned on a phone, an SMS link) closes when the
 * app-wide watcher has settled it: the pending record no longer names its transaction. The watcher
 * then shows the outcome.
 */
import { useEffect } from 'react';
import { onPendingChange } from './payment-events';
import { browserStore, PENDING_KEY } from './pending-payment';

export function useCloseWhenSettled(transactionId: string | null, close: () => void): void {
  useEffect(() => {
    if (!transactionId) return;
    const controller = new AbortController();
    onPendingChange(() => {
      const record = browserStore().getItem(PENDING_KEY);
      if (!record?.includes(`"transactionId":${JSON.stringify(transactionId)}`)) close();
    }, controller.signal);
    return () => controller.abort();
  }, [transactionId, close]);
}
