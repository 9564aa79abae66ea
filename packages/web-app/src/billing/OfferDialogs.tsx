/**
 * The offer process's own dialogs (000 §4 Offer process): the confirmation when the balance covers the
 * offer, the operator's provider_account message (agreeing creates the transaction) and the end of a
 * purchase made from the balance. The other payment screens are PayDialogs' own.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../modals/Dialog';
import { CloseActions, PayActions, PayError } from './PayDialogParts';
import type { PayMoney } from './usePayMoney';

export function OfferDialog({ pay, amount }: { pay: PayMoney; amount: string }) {
  const { t } = useTranslation('billing');
  const { dialog } = pay;
  if (!dialog) return null;
  const name = dialog.purpose.name ?? '';
  const error = <PayError pay={pay} />;
  switch (dialog.kind) {
    case 'offer_confirm':
      return (
        <Dialog title={t('offer_confirm_title', { name })} onClose={pay.close} className="pay-dialog">
          <p className="modal__text">{t('offer_confirm_text', { amount })}</p>
          {error}
          <PayActions pay={pay} onPay={pay.confirmOffer}>
            {t('offer_confirm_buy', { amount })}
          </PayActions>
        </Dialog>
      );
    case 'provider_account':
      return (
        <Dialog
          title={dialog.paysystem.title ?? t('account_title')}
          onClose={pay.close}
          className="pay-dialog"
        >
          <p className="modal__text" data-testid="provider-account-message">
            {dialog.paysystem.how_to_use ?? dialog.paysystem.description ?? ''}
          </p>
          <p>{t('account_text', { amount })}</p>
          {error}
          <PayActions pay={pay} onPay={pay.payFromAccount}>
            {t('account_confirm', { amount })}
          </PayActions>
        </Dialog>
      );
    case 'bought':
      return (
        <Dialog title={t('bought_title')} onClose={pay.close} className="pay-dialog">
          <p className="modal__text" role="status">
            {t('bought_text', { name })}
          </p>
          <CloseActions pay={pay} />
        </Dialog>
      );
    default:
      return null;
  }
}
