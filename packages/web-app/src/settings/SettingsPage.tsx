/**
 * /lk and /settings/{tab} (000 §2 Account page, Settings): real sign-in only — a guest is sent home with the
 * sign-in modal and comes back here after it — and, with the device's "opening the settings" switch on, the
 * parental PIN (SettingsGate). On wide screens the tab list stays beside the tab; on a phone the start
 * screen is the list and a tab has a back link to it. `account` is the Info tab's other name (000 §2 lists
 * both ids); Payment is listed only when the account allows payments and pay systems exist. Close leaves the
 * settings for the page they were opened from (`backUrl` in the location state, carried from tab to tab), else
 * home (000 §2 Settings, close-target.ts).
 */
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate, useParams } from 'react-router';
import { keepAfterSignIn } from '../accounts/intent-store';
import { useAccountT } from '../parental/useAccountT';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { paymentTabShown } from './account-facts';
import { settingsCloseTarget } from './close-target';
import { SettingsGate } from './SettingsGate';
import { StartScreen } from './StartScreen';
import { SETTINGS_TABS, type SettingsTab, tabById } from './tabs';
import { useBillingAccount, usePaysystems } from './useAccountFacts';
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
 * 000 §2 Account page: a guest gets the sign-in modal and is sent home, then returned here after signing
 * in. Asked once per page: asked on every change of the session it sent the router to #auth again and
 * again (hundreds of history entries a second, the Back button lost).
 */
function useSignedIn(): boolean {
  const { isGuest } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const page = `${location.pathname}${location.search}`;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!isGuest || asked.current === page) return;
    asked.current = page;
    keepAfterSignIn('page', page, Date.now());
    navigate({ pathname: '/', hash: 'auth' }, { replace: true });
  }, [isGuest, navigate, page]);
  return !isGuest;
}

/**
 * 000 §2 Settings "close goes to backUrl or home". The page the settings were opened from rides along in the
 * location state: every link inside the settings passes it on, so Close still finds it three tabs later.
 */
export function CloseSettings() {
  const { t } = useAccountT();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="icon-button settings__close"
      aria-label={t('close')}
      data-testid="settings-close"
      onClick={() => navigate(settingsCloseTarget(location.state))}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** The state links inside the settings carry: the page Close returns to. */
export function useSettingsState(): unknown {
  return useLocation().state;
}

/** The tabs this account has: Payment only when it allows payments and pay systems exist. */
function useShownTabs(): readonly SettingsTab[] {
  const account = useBillingAccount();
  const paysystems = usePaysystems();
  const payment = paymentTabShown(account.data, paysystems.data);
  return useMemo(() => SETTINGS_TABS.filter((tab) => tab.id !== 'payment' || payment), [payment]);
}

export default function SettingsPage() {
  const { t, ready } = useAccountT();
  const params = useParams();
  const signedIn = useSignedIn();
  const shown = useShownTabs();
  const state = useSettingsState();
  const tabId = params.part ? 'language' : params.tab === 'account' ? 'info' : params.tab;
  const tab = tabById(tabId);
  const Tab = useMemo(() => (tab ? componentOf(tab) : null), [tab]);
  if (!ready || !signedIn) return <Spinner />;
  return (
    <SettingsGate>
      <main className="settings" data-testid="settings">
        <CloseSettings />
        <nav className={`settings__nav${tab ? ' settings__nav--aside' : ''}`} aria-label={t('settings')}>
          <h1 className="settings__title">
            <Link to="/lk" state={state}>
              {t('settings')}
            </Link>
          </h1>
          <ul>
            {shown.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={`/settings/${item.id}`}
                  state={state}
                  // /settings/account is the Info tab under its other name: the tab shows as the current one.
                  className={({ isActive }) =>
                    `settings__tab${isActive || (item.id === 'info' && params.tab === 'account') ? ' active' : ''}`
                  }
                >
                  <TabLabel tab={item} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="settings__body">
          {Tab && tab ? (
            <>
              <Link to="/lk" state={state} className="settings__back">
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
  if (!ready || !signedIn) return <Spinner />;
  return (
    <SettingsGate>
      <main className="settings settings--single" data-testid="settings">
        <CloseSettings />
        <section className="settings__body">
          <Suspense fallback={<Spinner />}>
            <Tab />
          </Suspense>
        </section>
      </main>
    </SettingsGate>
  );
}
