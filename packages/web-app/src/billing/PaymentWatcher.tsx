/**
 * Mounted once in the app shell: polls a pending payment wherever the viewer is. Its view (and the
 * billing texts) load only when there is something to say, so ordinary pages fetch nothing extra. The
 * pay PIN a refused payment asks for is mounted here too (PayApprovalHost).
 */
import { lazy, Suspense } from 'react';
import { PayApprovalHost } from './PayApprovalHost';
import { usePaymentWatcher } from './usePaymentWatcher';

const PaymentStatusView = lazy(() => import('./PaymentStatusView'));

export function PaymentWatcher() {
  const { state, dismiss } = usePaymentWatcher();
  return (
    <>
      <PayApprovalHost />
      {state.kind !== 'idle' && (
        <Suspense fallback={null}>
          <PaymentStatusView state={state} onDismiss={dismiss} />
        </Suspense>
      )}
    </>
  );
}
