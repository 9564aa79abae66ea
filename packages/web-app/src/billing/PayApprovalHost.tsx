/**
 * The pay PIN dialog a payment call asks for when the server refuses it without the PIN (pay-approval.ts):
 * mounted once beside the payment watcher, so whichever screen paid — a packet, a film, a refill, a card
 * link, the promo wizard's card step — the viewer is asked where they are, and the call goes again. The
 * dialog's code loads only when it is asked.
 */
import { lazy, Suspense, useEffect } from 'react';
import { usePendingQuestion } from '../parental/usePendingQuestion';
import { useSession } from '../session/context';
import { registerPayApprover } from './pay-approval';

const PayPinDialog = lazy(() => import('../packets/PayPinDialog').then((m) => ({ default: m.PayPinDialog })));

export function PayApprovalHost() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const { ask, pending } = usePendingQuestion<'pay'>();
  useEffect(() => registerPayApprover({ userId, ask: () => ask('pay') }), [userId, ask]);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <PayPinDialog onPassed={() => pending.answer(true)} onClose={() => pending.answer(false)} />
    </Suspense>
  );
}
