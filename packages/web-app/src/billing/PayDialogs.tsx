/**
 * The payment modals of 000 §2: payment systems, the linked-card modal, redirect pay, QR pay, phone
 * SMS pay, info and no funds. Each says the amount and what it is for; a pressed button is disabled
 * until its call answers, and a refusal stays in the dialog with the server's words.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../modals/Dialog';
import { formatMoney } from '../packets/format';
import { useCurrency } from '../packets/useCurrency';
import { OfferDialog } from './OfferDialogs';
import { CancelButton, CloseActions, PayActions, PayButton, PayError } from './PayDialogParts';
import { PhonePayDialog } from './PhonePayDialog';
import { useCloseWhenSettled } from './useCloseWhenSettled';
import type { PayMoney } from './usePayMoney';
import './billing.css';

export function PayDialogs({ pay }: { pay: PayMoney }) {
  const { t, i18n, ready } = useTranslation('billing', { useSuspense: false });
  const currency = useCurrency();
  const { dialog } = pay;
  // The QR and SMS dialogs wait for a payment made elsewhere; they close once the watcher settles it.
  useCloseWhenSettled(dialog && 'transactionId' in dialog ? dialog.transactionId : null, pay.close);
  if (!dialog || !ready) return null;
  const amount = formatMoney(dialog.purpose.amount, i18n.language, currency);
  const error = <PayError pay={pay} />;
  const cancel = <CancelButton pay={pay} />;

  switch (dialog.kind) {
    case 'methods':
      return (
        <Dialog title={t('methods_title')} onClose={pay.close} className="pay-dialog">
          <p className="modal__text">{t('amount_due', { amount })}</p>
          <ul className="pay-methods">
            {dialog.paysystems.map((p) => (
              <li key={String(p.id ?? p.name)}>
                <button type="button" className="button button--wide" onClick={() => pay.choose(p)}>
                  {p.button_text ?? p.title ?? p.name}
                </button>
                {p.description && <small className="muted">{p.description}</small>}
              </li>
            ))}
          </ul>
          {cancel}
        </Dialog>
      );
    case 'card':
      return (
        <Dialog title={t('card_title')} onClose={pay.close} className="pay-dialog">
          <p className="modal__text">{t('card_text', { amount })}</p>
          <p className="pay-dialog__card" data-testid="pay-card">
            {dialog.card.number}
          </p>
          {error}
          <div className="modal__actions pay-dialog__actions">
            <PayButton busy={pay.busy} onClick={pay.payWithCard}>
              {t('card_pay', { amount })}
            </PayButton>
            <button type="button" className="button" disabled={pay.busy} onClick={() => void pay.payOnPage()}>
              {t('card_other')}
            </button>
            {cancel}
          </div>
        </Dialog>
      );
    case 'redirect':
      return (
        <Dialog title={t('redirect_title')} onClose={pay.close} className="pay-dialog">
          <p className="modal__text">{t('redirect_text', { amount })}</p>
          {error}
          <PayActions pay={pay} onPay={pay.payOnPage}>
            {t('redirect_go')}
          </PayActions>
        </Dialog>
      );
    case 'qr':
      return (
        <Dialog title={t('qr_title')} onClose={pay.close} className="pay-dialog">
          <p className="modal__text">{t('qr_text', { amount })}</p>
          {error}
          {dialog.qrUrl ? (
            <img className="pay-dialog__qr" src={dialog.qrUrl} alt={t('qr_alt')} width={220} height={220} />
          ) : (
            !pay.error && (
              <p className="muted" role="status">
                <span className="spinner__ring spinner__ring--small" aria-hidden="true" /> {t('qr_loading')}
              </p>
            )
          )}
          {dialog.pageUrl && (
            <p>
              <a href={dialog.pageUrl} target="_blank" rel="noopener" data-testid="qr-page-link">
                {t('qr_open_here')}
              </a>
            </p>
          )}
          <p className="muted small">{t('qr_waiting')}</p>
          <div className="modal__actions">{cancel}</div>
        </Dialog>
      );
    case 'phone':
      return <PhonePayDialog pay={pay} amount={amount} />;
    case 'info':
      return (
        <Dialog title={dialog.paysystem.title ?? t('info_title')} onClose={pay.close} className="pay-dialog">
          <p className="modal__text">{dialog.paysystem.how_to_use ?? dialog.paysystem.description ?? ''}</p>
          <p>{t('amount_due', { amount })}</p>
          <CloseActions pay={pay} />
        </Dialog>
      );
    case 'offer_confirm':
    case 'provider_account':
    case 'bought':
      return <OfferDialog pay={pay} amount={amount} />;
    case 'no_funds':
      return (
        <Dialog title={t('no_funds_title')} onClose={pay.close} className="pay-dialog">
          <p className="modal__text" role="alert">
            {t('no_funds_text', { amount })} {dialog.reason}
          </p>
          <p className="muted small">{t('nothing_changed')}</p>
          <div className="modal__actions pay-dialog__actions">
            <button type="button" className="button button--primary" onClick={() => void pay.payOnPage()}>
              {t('card_other')}
            </button>
            {cancel}
          </div>
        </Dialog>
      );
  }
}
