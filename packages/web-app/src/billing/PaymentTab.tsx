/**
 * The Payment tab of /lk (issue 18): the balance and its refill, and the linked cards — add one on the
 * provider's page (a refunded check), remove one after confirming. A refill pays by the primary card
 * without leaving, or on the provider's page; the app-wide watcher reports it and the balance reloads.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../modals/Dialog';
import { formatMoney } from '../packets/format';
import { useCurrency } from '../packets/useCurrency';
import { useSession } from '../session/context';
import { canRefill } from '../settings/account-facts';
import { Spinner } from '../ui/Spinner';
import { CardsList } from './CardsList';
import { PayDialogs } from './PayDialogs';
import { RefillField } from './RefillField';
import type { Card } from './schemas';
import { useBillingApi } from './useBillingApi';
import { useRefill } from './useRefill';
import './billing.css';

export default function PaymentTab() {
  const { t, i18n, ready } = useTranslation('billing', { useSuspense: false });
  const session = useSession();
  const apis = useBillingApi();
  const client = useQueryClient();
  const currency = useCurrency();
  const [removing, setRemoving] = useState<Card | null>(null);
  const [busy, setBusy] = useState(false);
  // 000 §6: refilling and linking a card pass the pay PIN first, through the same guard.
  const {
    pay,
    guard: { guarded, pin },
    field,
    submit: refill,
    failure,
    setFailure,
  } = useRefill('/settings/payment');
  const balance = useQuery({
    queryKey: ['account', 'balance', session.token],
    queryFn: () => apis!.billing.balance(),
    enabled: apis !== null,
  });
  const cards = useQuery({
    queryKey: ['cards', session.token],
    queryFn: () => apis!.billing.cards(),
    enabled: apis !== null,
  });
  if (!ready || balance.isPending) return <Spinner />;

  async function remove(card: Card) {
    if (busy || !apis) return;
    setBusy(true);
    setFailure(null);
    try {
      await apis.billing.removeCard(card.id);
      setRemoving(null);
      await client.invalidateQueries({ queryKey: ['cards'] });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="payment-tab" data-testid="payment-tab">
      {balance.isError ? (
        <p role="alert">{balance.error.message}</p>
      ) : (
        <div className="payment-tab__balance">
          <span className="muted">{t('balance')}</span>
          <strong data-testid="payment-balance">
            {formatMoney(balance.data?.balance ?? balance.data?.amount, i18n.language, currency)}
          </strong>
        </div>
      )}
      {/* 000 §2, §6: a partner may hide the refill (account-facts.ts). */}
      {canRefill(session.network) && (
        <form className="payment-tab__refill" onSubmit={refill} noValidate>
          <RefillField field={field} currency={currency}>
            <button type="submit" className="button button--primary">
              {t('refill')}
            </button>
          </RefillField>
        </form>
      )}
      <h2>{t('cards_title')}</h2>
      {failure && (
        <p className="pay-dialog__error" role="alert">
          {failure}
        </p>
      )}
      <CardsList cards={cards} guard={guarded} onRemove={setRemoving} onFailure={setFailure} />
      {pin}
      {removing && (
        <Dialog title={t('remove_title')} onClose={() => setRemoving(null)} className="pay-dialog">
          <p className="modal__text">{t('remove_text', { card: removing.number })}</p>
          <div className="modal__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void remove(removing)}
            >
              {t('remove_confirm')}
            </button>
            <button type="button" className="button" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </button>
          </div>
        </Dialog>
      )}
      <PayDialogs pay={pay} />
    </section>
  );
}
