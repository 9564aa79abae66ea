/**
 * 000 §2 /app_store and the 001 §2 mobile-app redirect screen: open the app (iOS scheme; Android app
 * then the store after a time-out), the store links, or stay in the browser — a choice remembered as
 * skipApp. It links the public offer at /agreement. The partner with the two-screen variant (001 §4,
 * layout/partner-rules.ts) asks app or browser first and shows the app's ways on a second screen. A
 * Chromium browser outside iOS that offers installation may install the site instead (001 §5).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { appRedirectScreens } from '../layout/partner-rules';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { platformOf, rememberSkipApp, STORE_URLS } from './app-redirect';
import { offersInstallOnRedirect } from './install-on-redirect';
import { useBrowserOffers } from './notify/useBrowserOffers';
import { useOpenApp } from './useOpenApp';
import './engagement.css';

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

export default function AppStorePage() {
  const { t, ready } = useTranslation('engagement', { useSuspense: false });
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const openApp = useOpenApp();
  const [opening, setOpening] = useState(false);
  const twoScreens = appRedirectScreens(useSession().network) === 2;
  const [screen, setScreen] = useState<1 | 2>(twoScreens ? 1 : 2);
  const platform = platformOf(navigator.userAgent);
  const offers = useBrowserOffers();
  const canInstall = offersInstallOnRedirect({
    userAgent: navigator.userAgent,
    standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    offered: offers.install !== null,
  });
  // Only a path of this site is passed on to the app (never another origin).
  const back = (search.get('path') ?? '/').startsWith('/') ? (search.get('path') ?? '/') : '/';
  if (!ready) return <Spinner />;
  // The public offer, linked from every screen of the redirect (001 §2 Other screens).
  const offer = (
    <p className="app-screen__offer">
      <Link to="/agreement">{t('app_offer')}</Link>
    </p>
  );
  const stayInBrowser = () => {
    rememberSkipApp(storage());
    navigate(back, { replace: true });
  };
  if (twoScreens && screen === 1) {
    return (
      <main className="page app-screen" data-testid="app-screen" data-screen="1">
        <h1>{t('app_choose_title')}</h1>
        <p>{t('app_choose_text')}</p>
        <div className="app-screen__actions">
          <button type="button" className="button button--primary button--wide" onClick={() => setScreen(2)}>
            {t('app_choose_app')}
          </button>
          <button type="button" className="button button--wide" onClick={stayInBrowser}>
            {t('app_continue_browser')}
          </button>
        </div>
        {offer}
      </main>
    );
  }
  return (
    <main className="page app-screen" data-testid="app-screen" data-screen={twoScreens ? '2' : undefined}>
      <h1>{t('app_title')}</h1>
      <p>{t('app_text')}</p>
      <div className="app-screen__actions">
        {platform !== 'other' && (
          <button
            type="button"
            className="button button--primary button--wide"
            onClick={() => {
              setOpening(true);
              openApp(back);
            }}
          >
            {t('app_open')}
          </button>
        )}
        {opening && <p role="status">{t('app_opening')}</p>}
        {/* 001 §5: a Chromium browser outside iOS can install the site itself instead. */}
        {canInstall && (
          <button type="button" className="button button--wide" onClick={() => void offers.runInstall()}>
            {t('prompt_install_title')}
          </button>
        )}
        <div className="app-screen__stores">
          {platform !== 'android' && (
            <a className="button" href={STORE_URLS.ios} rel="noopener noreferrer">
              {t('app_store_ios')}
            </a>
          )}
          {platform !== 'ios' && (
            <a className="button" href={STORE_URLS.android} rel="noopener noreferrer">
              {t('app_store_android')}
            </a>
          )}
        </div>
        <button type="button" className="button button--link" onClick={stayInBrowser}>
          {t('app_continue_browser')}
        </button>
      </div>
      {offer}
    </main>
  );
}
