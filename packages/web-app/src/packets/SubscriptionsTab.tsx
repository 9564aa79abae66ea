/**
 * The Subscriptions tab of /lk (000 §2 Settings: blocks for base, available and promo packets): the
 * viewer's balance, current and future subscriptions with their buttons (000 §4 Subscription; Change
 * picks the next renewal's period), then the packets still to enable in three blocks: the promo packet
 * (000 §5 rule), base packets and the other available ones.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { ChangePeriodDialog } from './ChangePeriodDialog';
import { formatMoney, formatPeriod, packetPriceLine } from './format';
import { PacketCard } from './PacketCard';
import { promoPacket } from './pricing';
import { SubscriptionButtons } from './SubscriptionButtons';
import type { CurrentSubscription, PacketDetail } from './schemas';
import { useCurrency } from './useCurrency';
import { usePacketsApi } from './usePacketsApi';
import './packets.css';
import { formatDate } from '../i18n/date-format';

export default function SubscriptionsTab() {
  const { t, i18n, ready } = useTranslation('packets', { useSuspense: false });
  const session = useSession();
  const endpoints = usePacketsApi();
  const currency = useCurrency();
  const [changing, setChanging] = useState<CurrentSubscription | null>(null);
  const enabled = endpoints !== null && !session.isGuest;
  const all = useQuery({
    queryKey: ['subscriptions', session.token],
    enabled,
    queryFn: async () => {
      const [current, futures, accounts, packets] = await Promise.all([
        endpoints!.current(),
        endpoints!.futures(),
        endpoints!.accounts(),
        endpoints!.packets(),
      ]);
      return { current, futures, account: accounts[0] ?? null, packets };
    },
  });
  if (!ready) return <Spinner />;
  if (session.isGuest) {
    return (
      <section className="subscriptions-tab">
        <p>{t('subscriptions_sign_in')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => session.askSignIn({ kind: 'page' })}
        >
          {t('sign_in')}
        </button>
      </section>
    );
  }
  if (all.isPending) return <Spinner />;
  if (all.isError) {
    return (
      <section className="subscriptions-tab">
        <p role="alert">{all.error.message}</p>
        <button type="button" className="button" onClick={() => all.refetch()}>
          {t('retry')}
        </button>
      </section>
    );
  }
  const { current, futures, account, packets } = all.data;
  const open = new Set([...current, ...futures].map((s) => s.packet.id));
  const row = (s: CurrentSubscription, status: 'current' | 'future') => {
    const next = s.packet.subscription;
    return (
      <li key={s.id} className="subscription-row" data-testid={`subscription-${s.packet.id}`}>
        <div className="subscription-row__info">
          <strong>{s.packet.name}</strong>
          <span className="muted small">{packetPriceLine(t, s.packet, i18n.language, currency)}</span>
          {s.end_at != null && (
            <span className="small">
              {t(status === 'future' ? 'starts_on' : s.renew ? 'renews_on' : 'ends_on', {
                date: formatDate(
                  (status === 'future' ? (s.packet.subscription?.end_at ?? s.end_at) : s.end_at) * 1000,
                  i18n.language,
                  'date',
                ),
              })}
            </span>
          )}
          {status === 'current' && s.renew && next?.next_price != null && (
            <span className="small" data-testid={`next-period-${s.packet.id}`}>
              {t('next_period', {
                period: formatPeriod(t, null, next.next_period_human),
                price: formatMoney(next.next_price, i18n.language, currency),
              })}
            </span>
          )}
          {s.message && <span className="muted small">{s.message}</span>}
        </div>
        <SubscriptionButtons
          packet={s.packet}
          busy={false}
          onEnable={() => undefined}
          onChange={() => setChanging(s)}
          subscription={{ ...s, status }}
        />
      </li>
    );
  };
  const block = (key: string, title: string, list: PacketDetail[]) =>
    list.length > 0 && (
      <section className="subscriptions-block" data-testid={`subscriptions-${key}`} aria-label={title}>
        <h2>{title}</h2>
        <ul className="packet-grid">
          {list.map((p) => (
            <PacketCard key={p.id} packet={p} />
          ))}
        </ul>
      </section>
    );
  const toEnable = packets.filter((p) => !open.has(p.id));
  const promo = promoPacket(toEnable);
  const others = toEnable.filter((p) => p !== promo && p.is_promo !== true);
  const promos = [...(promo ? [promo] : []), ...toEnable.filter((p) => p !== promo && p.is_promo === true)];
  return (
    <section
      className="subscriptions-tab"
      data-testid="subscriptions-tab"
      aria-label={t('subscriptions_title')}
    >
      <div className="subscriptions-balance">
        <span className="muted">{t('balance')}</span>
        <strong data-testid="balance">{formatMoney(account?.balance, i18n.language, currency)}</strong>
      </div>
      <h2>{t('subscriptions_current')}</h2>
      {current.length === 0 ? (
        <p className="muted">{t('subscriptions_none')}</p>
      ) : (
        <ul className="subscription-list">{current.map((s) => row(s, 'current'))}</ul>
      )}
      {futures.length > 0 && (
        <>
          <h2>{t('subscriptions_future')}</h2>
          <ul className="subscription-list">{futures.map((s) => row(s, 'future'))}</ul>
        </>
      )}
      {block('promo', t('subscriptions_promo'), promos)}
      {block(
        'base',
        t('subscriptions_base'),
        others.filter((p) => p.base === true),
      )}
      {block(
        'available',
        t('subscriptions_available'),
        others.filter((p) => p.base !== true),
      )}
      {changing && <ChangePeriodDialog subscription={changing} onClose={() => setChanging(null)} />}
      <p>
        <Link to="/packets">{t('all_packets')}</Link>
      </p>
    </section>
  );
}
