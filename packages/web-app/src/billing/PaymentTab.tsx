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
import type { Card } from './schemas';
import { useBillingApi } from './useBillingApi';
import { usePayGuard } from './usePayGuard';
import { usePayMoney } from './usePayMoney';
import './billing.css';

/** 000 §5: a refill is a positive amount with at most two decimals. */
export function refillAmount(text: string): number | null {
  const value = Number(text.replace(',', '.').trim());
  if (!Number.isFinite(value) || value <= 0 || Math.round(value * 100) !== value * 100) return null;
  return value;
}

export default function PaymentTab() {
  const { t, i18n, ready } = useTranslation('billing', { useSuspense: false });
  const session = useSession();
  const apis = useBillingApi();
  const client = useQueryClient();
  const currency = useCurrency();
  const pay = usePayMoney();
  const [amount, setAmount] = useState('500');
  const [invalid, setInvalid] = useState(false);
  const [removing, setRemoving] = useState<Card | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** 000 §6: refilling and linking a card pass the pay PIN first. */
  const { guarded, pin } = usePayGuard();
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

  function refill(event: React.FormEvent) {
    event.preventDefault();
    const value = refillAmount(amount);
    setInvalid(value === null);
    if (value === null) return;
    // 000 §6: refilling the balance passes the pay check first, as linking a card does.
    guarded(
      () =>
        void pay
          .pay({
            source: 'refill',
            amount: value,
            packetId: null,
            playPath: null,
            returnPath: '/settings/payment',
          })
          .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error))),
    );
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
          <label className="pay-dialog__field">
            {t('refill_label', { currency: currency ?? '' })}
            <input
              inputMode="decimal"
              value={amount}
              aria-invalid={invalid}
              onChange={(e) => {
                setAmount(e.target.value);
                setInvalid(false);
              }}
            />
          </label>
          <button type="submit" className="button button--primary">
            {t('refill')}
          </button>
          {invalid && (
            <p className="pay-dialog__error" role="alert">
              {t('refill_invalid')}
            </p>
          )}
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
