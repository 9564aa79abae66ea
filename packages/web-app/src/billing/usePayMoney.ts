/**
 * The payment modals' state for a screen (packet page, Payment tab): which dialog is open, whether a
 * money call is in flight (its button is disabled: a double click pays once) and the last refusal, shown
 * in the dialog with the server's words while nothing changes. The actions live in pay-actions.ts.
 */
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useReloadAfterPurchase } from '../packets/usePacketsApi';
import { noteCompletedTransaction } from '../parental/recent-transaction';
import { useSession } from '../session/context';
import { createPayActions, type PayContext, type PayDialog, type PayPurpose } from './pay-actions';
import { useBillingApi } from './useBillingApi';
import { ownerOf } from './usePaymentWatcher';

export type { PayDialog, PayPurpose } from './pay-actions';

export function usePayMoney() {
  const session = useSession();
  const apis = useBillingApi();
  const [dialog, setDialog] = useState<PayDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const navigate = useNavigate();
  const reload = useReloadAfterPurchase();
  // 000 §4 After a transaction, for a purchase made from the balance: caches reload, the film plays.
  const afterPurchase = useRef<(purpose: PayPurpose) => void>(() => {});
  afterPurchase.current = (purpose: PayPurpose) => {
    // 000 §4: what was just bought plays without the PIN for 30 s.
    noteCompletedTransaction(Date.now());
    void reload();
    if (purpose.playPath) navigate(purpose.playPath);
  };
  const context = useRef<PayContext>({ apis, owner: '', language: session.language, dialog });
  context.current = {
    apis,
    owner: ownerOf(session.apiBase, session.user?.id),
    language: session.language,
    dialog,
  };
  const actions = useMemo(() => {
    const open = (next: PayDialog | null) => {
      setError(null);
      context.current = { ...context.current, dialog: next };
      setDialog(next);
    };
    return {
      ...createPayActions({
        get: () => context.current,
        open,
        setBusy,
        setError,
        inFlight,
        bought: (purpose) => afterPurchase.current(purpose),
      }),
      close: () => open(null),
    };
  }, []);
  return { dialog, busy, error, ...actions };
}
export type PayMoney = ReturnType<typeof usePayMoney>;
