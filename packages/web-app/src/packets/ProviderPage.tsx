/**
 * 000 §2 Provider page /provider/{shortname}: hero text, promo days button, device instructions, the
 * subscription list (bundles, base tariffs, partner subscriptions) and contacts. #tariffs and #bundles
 * scroll into view once the list is there; a 404 from the provider info shows the not-found page.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../api/errors';
import NotFound from '../pages/NotFound';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { PacketCard } from './PacketCard';
import { usePacketsApi } from './usePacketsApi';
import './packets.css';

export default function ProviderPage() {
  const { t, ready } = useTranslation('packets', { useSuspense: false });
  const { shortname = '' } = useParams();
  const { hash } = useLocation();
  const endpoints = usePacketsApi();
  const { token } = useSession();
  const info = useQuery({
    queryKey: ['provider', shortname, token],
    queryFn: () => endpoints!.provider(shortname),
    enabled: endpoints !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  const loaded = info.data !== undefined && ready;
  useEffect(() => {
    if (!loaded || (hash !== '#tariffs' && hash !== '#bundles')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  if (!ready || info.isPending) return <Spinner />;
  if (info.isError) {
    if (info.error instanceof ApiError && info.error.status === 404) return <NotFound />;
    return (
      <main className="page packet-page">
        <p role="alert">{info.error.message}</p>
        <button type="button" className="button" onClick={() => info.refetch()}>
          {t('retry')}
        </button>
      </main>
    );
  }
  const p = info.data;
  const lists = [
    ['bundles', 'provider_bundles', p.bundles ?? []],
    ['tariffs', 'provider_tariffs', p.tariffs ?? []],
    ['partners', 'provider_partners', p.subscriptions ?? []],
  ] as const;
  return (
    <main className="page packet-page provider-page" data-testid="provider-page">
      <header className="packet-hero">
        <div>
          <p className="packet-hero__kind">{p.name}</p>
          <h1>{p.hero?.title ?? p.name}</h1>
          {p.hero?.text && <p className="packet-hero__text">{p.hero.text}</p>}
        </div>
        {(p.promo_days ?? 0) > 0 && (
          <div className="packet-hero__buy">
            <Link className="button button--primary" to="/promo">
              {t('promo_days_button', { count: p.promo_days ?? 0 })}
            </Link>
          </div>
        )}
      </header>
      <section className="packet-section">
        <h2>{t('provider_devices')}</h2>
        <ul className="provider-devices">
          {(p.devices ?? []).map((d) => (
            <li key={d.name}>
              <strong>{d.name}</strong>
              <span className="muted">{d.instruction}</span>
            </li>
          ))}
        </ul>
      </section>
      {lists.map(([anchor, title, list]) =>
        list.length === 0 ? null : (
          <section key={anchor} id={anchor} className="packet-section provider-anchor">
            <h2>{t(title)}</h2>
            <ul className="packet-grid">
              {list.map((packet) => (
                <PacketCard key={packet.id} packet={packet} />
              ))}
            </ul>
          </section>
        ),
      )}
      {p.contacts && (
        <section className="packet-section">
          <h2>{t('provider_contacts')}</h2>
          <ul className="provider-contacts">
            {p.contacts.phone && <li>{p.contacts.phone}</li>}
            {p.contacts.email && (
              <li>
                <a href={`mailto:${p.contacts.email}`}>{p.contacts.email}</a>
              </li>
            )}
          </ul>
        </section>
      )}
    </main>
  );
}
