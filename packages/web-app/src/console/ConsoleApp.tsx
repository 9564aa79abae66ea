/**
 * The operator console: the sign-in, then the pages of issue 40 item 3 (overview, a metric over time,
 * breakdown, viewings, one viewing's timeline) under one header (range, language,
 * sign-out). The token is kept in sessionStorage; any 401 drops it and shows the sign-in again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QoeClient, qoeClient, TOKEN_KEY } from './api';
import { Breakdown } from './Breakdown';
import { MetricPage } from './MetricPage';
import { Overview } from './Overview';
import { type ConsoleRoute, routeOf } from './route';
import { SignIn } from './SignIn';
import { Timeline } from './Timeline';
import type { RangeName } from './types';
import { ConsoleContext } from './useQoe';
import { Viewings } from './Viewings';

export const CONSOLE_LANGUAGES = ['en', 'ru'] as const;
const RANGES: readonly RangeName[] = ['hour', 'day', 'week'];

function useRoute(): ConsoleRoute {
  const [route, setRoute] = useState(() => routeOf(window.location.hash));
  useEffect(() => {
    const stop = new AbortController();
    window.addEventListener('hashchange', () => setRoute(routeOf(window.location.hash)), {
      signal: stop.signal,
    });
    return () => stop.abort();
  }, []);
  return route;
}

export function ConsoleApp({
  base,
  storage = window.sessionStorage,
  onLanguage,
  fetcher,
}: {
  base: string;
  /** The unit tests' stand-in for the API; the page uses the browser's fetch. */
  fetcher?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  onLanguage: (lng: string) => void;
}) {
  const { t, i18n } = useTranslation('console');
  const [token, setToken] = useState<string | null>(() => storage.getItem(TOKEN_KEY));
  const [range, setRange] = useState<RangeName>('hour');
  const route = useRoute();
  const client: QoeClient = useMemo(
    () => qoeClient(base, () => storage.getItem(TOKEN_KEY), fetcher),
    [base, storage, fetcher],
  );
  const signedOut = useCallback(() => {
    storage.removeItem(TOKEN_KEY);
    setToken(null);
  }, [storage]);
  const context = useMemo(() => ({ client, signedOut }), [client, signedOut]);

  if (!token)
    return (
      <SignIn
        client={client}
        onSignedIn={(next) => {
          storage.setItem(TOKEN_KEY, next);
          setToken(next);
        }}
      />
    );

  const nav: readonly [string, string, boolean][] = [
    ['#/overview', t('nav.overview'), route.page === 'overview'],
    ['#/metric', t('nav.metric'), route.page === 'metric'],
    ['#/breakdown', t('nav.breakdown'), route.page === 'breakdown'],
    ['#/views', t('nav.views'), route.page === 'views' || route.page === 'view'],
  ];
  return (
    <ConsoleContext.Provider value={context}>
      <header className="qoe-header">
        <h1>{t('title')}</h1>
        <nav aria-label={t('nav.label')}>
          {nav.map(([href, label, current]) => (
            <a key={href} href={href} aria-current={current ? 'page' : undefined}>
              {label}
            </a>
          ))}
        </nav>
        <div className="qoe-tools">
          <label className="qoe-field">
            {t('range.label')}{' '}
            <select value={range} onChange={(e) => setRange(e.target.value as RangeName)}>
              {RANGES.map((r) => (
                <option key={r} value={r}>
                  {t(`range.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="qoe-field">
            {t('language')}{' '}
            <select value={i18n.language} onChange={(e) => onLanguage(e.target.value)}>
              {CONSOLE_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() => {
              void client.signOut().catch(() => undefined);
              signedOut();
            }}
          >
            {t('signout')}
          </button>
        </div>
      </header>
      <main className="qoe-main">
        {route.page === 'overview' ? <Overview range={range} /> : null}
        {route.page === 'metric' ? (
          <MetricPage range={range} metric={route.metric} filters={route.filters} />
        ) : null}
        {route.page === 'breakdown' ? <Breakdown range={range} /> : null}
        {route.page === 'views' ? <Viewings range={range} /> : null}
        {route.page === 'view' ? <Timeline viewId={route.viewId} /> : null}
      </main>
    </ConsoleContext.Provider>
  );
}
