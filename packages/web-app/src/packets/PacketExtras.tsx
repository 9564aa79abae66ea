/**
 * The packet page's parts beyond price and buttons: the packets a bundle contains (000 §3 packets) and
 * the periods it is sold for with the monthly price and what a longer one saves (000 §5 discount).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/context';
import { offerPeriods } from './buy-flow';
import { formatMoney, formatPeriod } from './format';
import { type PeriodDiscount, periodDiscounts } from './pricing';
import type { PacketDetail } from './schemas';
import { useCurrency } from './useCurrency';
import { usePacketsApi } from './usePacketsApi';

export function BundleContents({ packet }: { packet: PacketDetail }) {
  const { t } = useTranslation('packets');
  const session = useSession();
  const endpoints = usePacketsApi();
  const ids = packet.packets ?? [];
  const all = useQuery({
    queryKey: ['packets', session.token],
    enabled: endpoints !== null && ids.length > 0,
    queryFn: () => endpoints!.packets(),
  });
  if (ids.length === 0) return null;
  return (
    <section className="packet-section" data-testid="packet-bundle">
      <h2>{t('bundle_title')}</h2>
      <ul className="packet-benefits">
        {ids.map((id) => (
          <li key={id}>
            <Link to={`/packets/${id}`}>
              {all.data?.find((p) => p.id === id)?.name ?? t('packet_link', { id })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PacketPeriods({ packet }: { packet: PacketDetail }) {
  const { t, i18n } = useTranslation('packets');
  const endpoints = usePacketsApi();
  const currency = useCurrency();
  const periods = useQuery({
    queryKey: ['packet-periods', packet.id],
    enabled: endpoints !== null,
    queryFn: async () => offerPeriods(await endpoints!.purchasePeriods(packet.id)),
  });
  const list = (periods.data ?? []).filter((p) => !p.hasTrial);
  if (list.length < 2) return null;
  const discounts = periodDiscounts(list);
  const money = (value: number) => formatMoney(value, i18n.language, currency);
  return (
    <section className="packet-section" data-testid="packet-periods">
      <h2>{t('periods_title')}</h2>
      <ul className="packet-benefits">
        {list.map((p, i) => {
          return (
            <li key={p.period}>
              {formatPeriod(t, p.period, p.human)} · {money(p.amount)}
              <DiscountNote discount={discounts[i]} money={money} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** 000 §5: a period's monthly price and saving against the first period, only when it saves. */
export function DiscountNote(props: {
  discount: PeriodDiscount | undefined;
  money: (value: number) => string;
}) {
  const { t } = useTranslation('packets');
  const { discount } = props;
  if (!discount || discount.percent <= 0 || discount.monthly === null) return null;
  return (
    <span className="period-choice__discount">
      {' '}
      {t('period_discount', { monthly: props.money(discount.monthly), percent: discount.percent })}
    </span>
  );
}
