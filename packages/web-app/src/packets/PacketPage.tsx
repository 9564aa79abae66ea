/**
 * 000 §2 Packet detail page /packets/{id}: price, action buttons, benefits, libraries or videos and the
 * channel list with search. The id may be plain, provider_packet_N or provider_bundle_packet_N;
 * ?action=buy starts enabling at once (once: the query is removed so a reload does not buy again).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useResumeBuy } from '../accounts/useResumeBuy';
import { ApiError } from '../api/errors';
import { PayDialogs } from '../billing/PayDialogs';
import { useContent } from '../content/useContentData';
import NotFound from '../pages/NotFound';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { BuyDialogs } from './BuyDialogs';
import { BuyNoticeView } from './BuyNoticeView';
import { formatMoney, formatPeriod } from './format';
import { PacketChannels } from './PacketChannels';
import { BundleContents, PacketPeriods } from './PacketExtras';
import { foreignPacket } from './provider-packet';
import { SubscriptionButtons } from './SubscriptionButtons';
import { useBuyPacket } from './useBuyPacket';
import { useCurrency } from './useCurrency';
import { usePacketsApi } from './usePacketsApi';
import './packets.css';

export default function PacketPage() {
  const { t, i18n, ready } = useTranslation('packets', { useSuspense: false });
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const endpoints = usePacketsApi();
  const currency = useCurrency();
  const packet = useQuery({
    queryKey: ['packet', id, session.token],
    queryFn: () => endpoints!.packet(id),
    enabled: endpoints !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  const autoBuy = search.get('action') === 'buy';
  // Kept past the query's removal below: the buy it starts pays with it.
  const [paysystem] = useState(() => (autoBuy ? search.get('paysystem') : null));
  const buy = useBuyPacket(packet.data, { paysystem });
  const started = useRef(false);
  useEffect(() => {
    if (!autoBuy || !packet.data || started.current) return;
    started.current = true;
    navigate(`/packets/${id}`, { replace: true, preventScrollReset: true });
    buy.start();
  }, [autoBuy, packet.data, id, navigate, buy.start]);
  useResumeBuy(packet.data !== undefined && !session.isGuest, buy.start);
  // 000 §5: another provider's packet sends a viewer to that provider's tariffs, a guest to sign in.
  const providerList = useQuery({
    queryKey: ['packets', session.token],
    queryFn: () => endpoints!.packets(),
    enabled: endpoints !== null,
  });
  const foreign = packet.data
    ? foreignPacket(packet.data, providerList.data, session.isGuest)
    : ({ kind: 'own' } as const);
  const askedSignIn = useRef(false);
  const sellerPage = foreign.kind === 'provider' ? foreign.to : null;
  useEffect(() => {
    if (sellerPage) navigate(sellerPage, { replace: true });
  }, [sellerPage, navigate]);
  const guestAbroad = foreign.kind === 'sign_in';
  useEffect(() => {
    if (!guestAbroad || askedSignIn.current) return;
    askedSignIn.current = true;
    session.askSignIn({ kind: 'page' });
  }, [guestAbroad, session.askSignIn]);

  if (!ready || packet.isPending || sellerPage) return <Spinner label={ready ? t('loading') : undefined} />;
  if (packet.isError) {
    if (packet.error instanceof ApiError && packet.error.status === 404) return <NotFound />;
    return (
      <main className="page packet-page">
        <p role="alert">{packet.error.message}</p>
        <button type="button" className="button" onClick={() => packet.refetch()}>
          {t('retry')}
        </button>
      </main>
    );
  }
  const p = packet.data;
  const price = formatMoney(p.price, i18n.language, currency);
  return (
    <main className="page packet-page" data-testid="packet-page">
      <nav className="packet-page__crumbs">
        <Link to="/packets">{t('all_packets')}</Link>
      </nav>
      <header className="packet-hero">
        <div>
          <p className="packet-hero__kind">{t(p.base ? 'kind_base' : 'kind_additional')}</p>
          <h1>{p.name}</h1>
          {p.description && <p className="packet-hero__text">{p.description}</p>}
        </div>
        <div className="packet-hero__buy">
          <p className="packet-price" data-testid="packet-price">
            {Number(p.price) === 0 ? t('free') : price}
            <span className="muted"> / {formatPeriod(t, p.period, p.period_human)}</span>
          </p>
          {p.is_trial && p.trial_price != null && (
            <p className="packet-trial">
              {t('trial_offer', {
                price: formatMoney(p.trial_price, i18n.language, currency),
                period: formatPeriod(t, null, p.trial_period_human),
              })}
            </p>
          )}
          <SubscriptionButtons packet={p} busy={buy.busy} onEnable={buy.start} />
          <BuyNoticeView notice={buy.notice} />
        </div>
      </header>
      {(p.benefits ?? []).length > 0 && (
        <section className="packet-section">
          <h2>{t('benefits_title')}</h2>
          <ul className="packet-benefits">
            {(p.benefits ?? []).map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </section>
      )}
      {(p.contents ?? []).length > 0 && (
        <section className="packet-section">
          <h2>{t('videos_title')}</h2>
          <ul className="packet-videos">
            {(p.contents ?? []).map((contentId) => (
              <li key={contentId}>
                <PacketVideo id={contentId} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <BundleContents packet={p} />
      <PacketPeriods packet={p} />
      <PacketChannels packet={p} />
      <BuyDialogs
        packet={p}
        dialog={buy.dialog}
        onConfirm={buy.confirm}
        onConfirmPeriod={buy.confirmPeriod}
        onPin={buy.pinPassed}
        onClose={buy.close}
      />
      <PayDialogs pay={buy.payMoney} />
    </main>
  );
}

/** A film of the packet by its title (the id until the title arrives). */
function PacketVideo({ id }: { id: number }) {
  const { t } = useTranslation('packets');
  const content = useContent(id);
  const title = content.data?.title ?? content.data?.name;
  return <Link to={`/contents/${id}`}>{title ?? t('video_link', { id })}</Link>;
}
