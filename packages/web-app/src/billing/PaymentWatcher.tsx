/**
 * Mounted once in the app shell: polls a pending payment wherever the viewer is. Its view (and the
 * billing texts) load only when there is something to say, so ordinary pages fetch nothing extra.
 */
import { lazy, Suspense } from 'react';
import { usePaymentWatcher } from './usePaymentWatcher';

const PaymentStatusView = lazy(() => import('./PaymentStatusView'));

export function PaymentWatcher() {
  const { state, dismiss } = usePaymentWatcher();
  if (state.kind === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <PaymentStatusView state={state} onDismiss={dismiss} />
    </Suspense>
  );
}
