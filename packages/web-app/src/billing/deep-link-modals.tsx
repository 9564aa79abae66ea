/**
 * The payment modals of 001 §2 opened by a deep link (modals/registry.tsx). A payment needs an amount
 * before any payment screen can show, so refill, paysystems, nofunds, card (linked-card pay) and every
 * pay_* id open the refill step (amount, balance; `nofunds` says the balance was short), then the billing
 * flow's own dialogs (methods, linked card, redirect, QR, phone SMS) take over, exactly as from the
 * Payment tab, and the server decides (000 §4). The demo has no payment in a frame or by Kaspi QR:
 * pay_iframe and pay_qr_kaspi go the same way (docs/decisions.md). pay_transaction shows one transaction's state (`?transaction=`).
 * A guest is asked to sign in first and comes back to the same modal.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../api/errors';
import { Dialog } from '../modals/Dialog';
import type { DeepLinkModalProps } from '../modals/deep-link';
import { useSignedIn } from '../modals/useSignedIn';
import { formatMoney } from '../packets/format';
import { useCurrency } from '../packets/useCurrency';
import { useSession } from '../session/context';
import { Skeleton } from '../ui/Spinner';
import { PayDialogs } from './PayDialogs';
import { RefillField } from './RefillField';
import { useBillingApi } from './useBillingApi';
import { useRefill } from './useRefill';
import './billing.css';

export function RefillModal({ id, onClose, close }: DeepLinkModalProps) {
  const { t, i18n, ready } = useTranslation('billing', { useSuspense: false });
  const signedIn = useSignedIn(id);
  const session = useSession();
  const apis = useBillingApi();
  const currency = useCurrency();
  const location = useLocation();
  const {
    pay,
    guard: { pin, asking },
    field,
    submit,
    failure,
  } = useRefill(`${location.pathname}${location.search}`);
  const balance = useQuery({
    queryKey: ['account', 'balance', session.token],
    queryFn: () => apis!.billing.balance(),
    enabled: apis !== null && signedIn,
  });
  // The flow's dialogs replace this one; when the last of them closes, so does the modal.
  const flowed = useRef(false);
  useEffect(() => {
    if (pay.dialog) flowed.current = true;
    else if (flowed.current) close();
  }, [pay.dialog, close]);
  if (!ready || !signedIn) return null;
  if (pay.dialog) return <PayDialogs pay={pay} />;
  if (asking) return pin;

  return (
    <Dialog
      title={t(id === 'nofunds' ? 'deep_nofunds_title' : 'deep_refill_title')}
      onClose={onClose}
      className="pay-dialog"
    >
      {id === 'nofunds' && (
        <p className="modal__text" role="alert">
          {t('deep_nofunds_text')}
        </p>
      )}
      <p className="modal__text">
        <span className="muted">{t('balance')}</span>{' '}
        <strong data-testid="deep-balance">
          {balance.data
            ? formatMoney(balance.data.balance ?? balance.data.amount, i18n.language, currency)
            : '…'}
        </strong>
      </p>
      <form onSubmit={submit} noValidate>
        <RefillField field={field} currency={currency} />
        {failure && (
          <p className="pay-dialog__error" role="alert">
            {failure}
          </p>
        )}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={pay.busy}>
            {t('refill')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function TransactionModal({ id, params, onClose }: DeepLinkModalProps) {
  const { t, i18n, ready } = useTranslation('billing', { useSuspense: false });
  const signedIn = useSignedIn(id);
  const apis = useBillingApi();
  const currency = useCurrency();
  const transactionId = params.get('transaction');
  const valid = transactionId !== null && /^[\w-]{1,64}$/.test(transactionId);
  const transaction = useQuery({
    queryKey: ['transaction', transactionId],
    queryFn: () => apis!.billing.transaction(transactionId!),
    enabled: apis !== null && signedIn && valid,
    retry: false,
  });
  if (!ready || !signedIn) return null;
  return (
    <Dialog title={t('deep_transaction_title')} onClose={onClose} className="pay-dialog">
      {!valid ? (
        <p className="modal__text">
          {t('deep_transaction_none')} <Link to="/settings/payment">{t('deep_payment_tab')}</Link>
        </p>
      ) : transaction.isPending ? (
        <Skeleton lines={2} />
      ) : transaction.isError ? (
        // The operator's own text is in its language, not the viewer's: say it in the app's words.
        <p className="modal__text" role="alert">
          {t(
            transaction.error instanceof ApiError && transaction.error.status === 404
              ? 'deep_transaction_none'
              : 'deep_transaction_failed',
          )}{' '}
          <Link to="/settings/payment">{t('deep_payment_tab')}</Link>
        </p>
      ) : (
        <dl className="pay-dialog__status" data-testid="deep-transaction">
          <dt>{t('deep_transaction_status')}</dt>
          <dd>{transaction.data.status_description ?? transaction.data.status ?? '—'}</dd>
          <dt>{t('deep_transaction_amount')}</dt>
          <dd>{formatMoney(transaction.data.amount, i18n.language, currency)}</dd>
        </dl>
      )}
    </Dialog>
  );
}
