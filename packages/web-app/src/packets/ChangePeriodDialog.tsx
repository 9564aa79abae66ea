/**
 * 000 §4 Subscription, Change: the period the next renewal buys, among the packet's purchase periods
 * (each with its monthly price and what it saves, 000 §5). Nothing is charged now; the server keeps the
 * choice and says the next period and price, which the account page then shows.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import { Dialog } from '../modals/Dialog';
import { Spinner } from '../ui/Spinner';
import { offerPeriods } from './buy-flow';
import { PeriodDialog } from './PeriodDialog';
import { daysOf } from './pricing';
import type { CurrentSubscription } from './schemas';
import { useCurrency } from './useCurrency';
import { usePacketsApi, useReloadAfterPurchase } from './usePacketsApi';

export function ChangePeriodDialog(props: { subscription: CurrentSubscription; onClose: () => void }) {
  const { t } = useTranslation('packets');
  const endpoints = usePacketsApi();
  const reload = useReloadAfterPurchase();
  const currency = useCurrency();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { packet } = props.subscription;
  const periods = useQuery({
    queryKey: ['packet-periods', packet.id],
    enabled: endpoints !== null,
    queryFn: async () => offerPeriods(await endpoints!.purchasePeriods(packet.id)),
  });
  const title = t('change_title', { name: packet.name });
  if (!periods.data) {
    return (
      <Dialog title={title} onClose={props.onClose}>
        {periods.isError ? <p role="alert">{periods.error.message}</p> : <Spinner />}
      </Dialog>
    );
  }
  const nextDays = daysOf(packet.subscription?.next_period_human) ?? packet.period ?? 30;
  const current = periods.data.find((p) => p.period === nextDays)?.period ?? periods.data[0]?.period ?? 30;
  return (
    <PeriodDialog
      name={packet.name}
      title={title}
      periods={periods.data}
      period={current}
      currency={currency}
      busy={busy}
      error={error}
      onClose={props.onClose}
      onConfirm={async (period) => {
        if (!endpoints || busy) return;
        setBusy(true);
        setError(null);
        try {
          await endpoints.setPeriod(props.subscription.id, period);
          await reload();
          props.onClose();
        } catch (failure) {
          setError(
            failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure),
          );
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
