/**
 * /lk and /settings/{tab} (000 §2 Account page, Settings): real sign-in only — a guest gets the sign-in
 * modal and comes back here after it — and, with the device's "opening the settings" switch on, the
 * parental PIN (SettingsGate). On wide screens the tab list stays beside the tab; on a phone the start
 * screen is the list and a tab has a back link to it.
 */
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import { modalFromHash } from '../modals/modal-url';
import { useAccountT } from '../parental/useAccountT';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { SettingsGate } from './SettingsGate';
import { StartScreen } from './StartScreen';
import { SETTINGS_TABS, type SettingsTab, tabById } from './tabs';
import './settings.css';

const loaded = new Map<string, ReturnType<typeof lazy>>();
function componentOf(tab: SettingsTab) {
  let component = loaded.get(tab.id);
  if (!component) {
    component = lazy(tab.load);
    loaded.set(tab.id, component);
  }
  return component;
}

function TabLabel({ tab }: { tab: SettingsTab }) {
  const { t } = useTranslation(tab.label[0], { useSuspense: false });
  return <>{t(tab.label[1])}</>;
}

/**
 * A guest is asked to sign in once per page. Asked on every change of the session it sent the router to #auth
 * again and again (hundreds of history entries a second, the Back button lost) and reopened the sign-in the
 * moment the guest closed it.
 */
function useSignedIn(): boolean {
  const { isGuest, askSignIn } = useSession();
  const location = useLocation();
  const page = `${location.pathname}${location.search}`;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!isGuest || asked.current === page) return;
    asked.current = page;
    askSignIn({ kind: 'page', to: page });
  }, [isGuest, askSignIn, page]);
  return !isGuest;
}

/** What a guest who closed the sign-in sees: why the page is empty, and the way back to the sign-in. */
function SignInFirst() {
  const { t } = useAccountT();
  const { askSignIn } = useSession();
  const location = useLocation();
  // The sign-in is open over the page: nothing to say under it.
  if (modalFromHash(location.hash) === 'auth') return <Spinner />;
  return (
    <main className="settings settings--single" data-testid="settings-sign-in">
      <section className="settings__body">
        <h1 className="settings__title">{t('settings')}</h1>
        <p>{t('settings_sign_in_first')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => askSignIn({ kind: 'page', to: `${location.pathname}${location.search}` })}
        >
          {t('sign_in')}
        </button>
      </section>
    </main>
  );
}

export default function SettingsPage() {
  const { t, ready } = useAccountT();
  const params = useParams();
  const signedIn = useSignedIn();
  const tabId = params.part ? 'language' : params.tab;
  const tab = tabById(tabId);
  const Tab = useMemo(() => (tab ? componentOf(tab) : null), [tab]);
  if (!ready) return <Spinner />;
  if (!signedIn) return <SignInFirst />;
  return (
    <SettingsGate>
      <main className="settings" data-testid="settings">
        <nav className={`settings__nav${tab ? ' settings__nav--aside' : ''}`} aria-label={t('settings')}>
          <h1 className="settings__title">
            <Link to="/lk">{t('settings')}</Link>
          </h1>
          <ul>
            {SETTINGS_TABS.map((item) => (
              <li key={item.id}>
                <NavLink to={`/settings/${item.id}`} className="settings__tab">
                  <TabLabel tab={item} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="settings__body">
          {Tab && tab ? (
            <>
              <Link to="/lk" className="settings__back">
                ‹ {t('back')}
              </Link>
              <h2 className="settings__tab-title">
                <TabLabel tab={tab} />
              </h2>
              <Suspense fallback={<Spinner />}>
                <Tab />
              </Suspense>
            </>
          ) : tabId ? (
            <p role="alert">{t('tab_not_found')}</p>
          ) : (
            <StartScreen />
          )}
        </section>
      </main>
    </SettingsGate>
  );
}

/** /lk_parental: the parental settings on their own (001 §2 routes). */
export function ParentalPage() {
  const { ready } = useAccountT();
  const signedIn = useSignedIn();
  const Tab = useMemo(() => componentOf(tabById('parental') as SettingsTab), []);
  if (!ready) return <Spinner />;
  if (!signedIn) return <SignInFirst />;
  return (
    <SettingsGate>
      <main className="settings settings--single" data-testid="settings">
        <section className="settings__body">
          <Suspense fallback={<Spinner />}>
            <Tab />
          </Suspense>
        </section>
      </main>
    </SettingsGate>
  );
}
