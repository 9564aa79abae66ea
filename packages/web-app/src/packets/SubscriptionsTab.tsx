/**
 * The Subscriptions tab of /lk (000 §2 Settings: blocks for base, available and promo packets): the
 * viewer's balance, current and future subscriptions with their buttons (000 §4 Subscription), and the
 * packets still to enable.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { useCurrency } from './BuyDialogs';
import { formatMoney, formatPeriod } from './format';
import { PacketCard } from './PacketCard';
import { SubscriptionButtons } from './SubscriptionButtons';
import type { CurrentSubscription } from './schemas';
import { usePacketsApi } from './usePacketsApi';
import './packets.css';

export default function SubscriptionsTab() {
  const { t, i18n, ready } = useTranslation('packets', { useSuspense: false });
  const session = useSession();
  const endpoints = usePacketsApi();
  const currency = useCurrency();
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
  const row = (s: CurrentSubscription, status: 'current' | 'future') => (
    <li key={s.id} className="subscription-row" data-testid={`subscription-${s.packet.id}`}>
      <div className="subscription-row__info">
        <strong>{s.packet.name}</strong>
        <span className="muted small">
          {formatMoney(s.packet.price, i18n.language, currency)} /{' '}
          {formatPeriod(t, s.packet.period, s.packet.period_human)}
        </span>
        {s.end_at != null && (
          <span className="small">
            {t(status === 'future' ? 'starts_on' : s.renew ? 'renews_on' : 'ends_on', {
              date: new Date(
                (status === 'future' ? (s.packet.subscription?.end_at ?? s.end_at) : s.end_at) * 1000,
              ).toLocaleDateString(i18n.language),
            })}
          </span>
        )}
        {s.message && <span className="muted small">{s.message}</span>}
      </div>
      <SubscriptionButtons
        packet={s.packet}
        busy={false}
        onEnable={() => undefined}
        subscription={{ ...s, status }}
      />
    </li>
  );
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
      <h2>{t('subscriptions_available')}</h2>
      <ul className="packet-grid">
        {packets
          .filter((p) => !open.has(p.id))
          .map((p) => (
            <PacketCard key={p.id} packet={p} />
          ))}
      </ul>
      <p>
        <Link to="/packets">{t('all_packets')}</Link>
      </p>
    </section>
  );
}
