/**
 * What the payment poll says: checking (with where the payment came from), success (000 §4: the
 * subscription message, its paused variant, or the content's), failure with the provider's reason and
 * the promise that nothing changed, or "still processing" when the provider has not settled yet.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../modals/Dialog';
import type { WatchState } from './usePaymentWatcher';
import './billing.css';

export default function PaymentStatusView({
  state,
  onDismiss,
}: {
  state: WatchState;
  onDismiss: () => void;
}) {
  const { t, ready } = useTranslation('billing', { useSuspense: false });
  if (!ready || state.kind === 'idle') return null;
  const source = t(`source_${state.pending.source}`);
  // The status line names where the payment came from (000 §4: the poll's source label).
  if (state.kind === 'checking') {
    return (
      <div className="payment-status" role="status" data-testid="payment-status">
        <span className="spinner__ring spinner__ring--small" aria-hidden="true" />
        <p>
          <strong>{source}</strong> {t('checking')}
        </p>
      </div>
    );
  }
  if (state.kind === 'still_pending') {
    return (
      <div className="payment-status" role="status" data-testid="payment-status">
        <p>
          <strong>{source}</strong> {t('still_pending')}
        </p>
        <button type="button" className="button button--link" onClick={onDismiss}>
          {t('close')}
        </button>
      </div>
    );
  }
  if (state.kind === 'failed') {
    // 000 §8: a card without the money is the no-funds modal; other refusals give the provider's reason.
    return (
      <Dialog
        title={t(state.noFunds ? 'no_funds_title' : 'failed_title')}
        onClose={onDismiss}
        className="pay-dialog"
      >
        <p className="modal__text" role="alert">
          {source}: {state.reason ?? t('failed_unknown')}
        </p>
        <p className="muted small">{t(state.paid ? 'failed_after_payment' : 'nothing_changed')}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={onDismiss}>
            {t('close')}
          </button>
        </div>
      </Dialog>
    );
  }
  const text = state.pending.playPath
    ? t('success_content')
    : state.packetName
      ? t(state.future ? 'success_future' : state.paused ? 'success_paused' : 'success_packet', {
          name: state.packetName,
        })
      : t(state.pending.source === 'card_link' ? 'success_card' : 'success_refill');
  return (
    <div className="payment-status payment-status--ok" role="status" data-testid="payment-status">
      <p>{text}</p>
      <div className="payment-status__actions">
        {state.packetName && !state.pending.playPath && (
          <Link className="button button--primary" to="/channels" onClick={onDismiss}>
            {t('to_channels')}
          </Link>
        )}
        <button type="button" className="button button--link" onClick={onDismiss}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
