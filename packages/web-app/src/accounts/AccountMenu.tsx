/**
 * The header's profile dropdown (001 §2): a close control; who is signed in (name, phone or login, and the
 * balance); the profile list to switch (an adult profile asks the PIN in the profiles modal) with a 'new'
 * tile; profile management; the subscriptions link or the partner's own account page
 * (account-menu-rules.ts); parental settings; the promo code where the operator has it; support when the
 * provider has an e-mail or a phone (a modal that re-opens the panel 600 ms after it closes); and Sign out
 * unless the partner forbids it. The same closing rules as the header's other dropdowns (useDropdown). On a
 * phone the page does not scroll behind the open panel; on a short screen the panel scrolls itself.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { createBillingEndpoints } from '../billing/endpoints';
import { SUPPORT_REOPEN_MS } from '../constants';
import { useDropdown } from '../layout/useDropdown';
import { isMobileDevice, useMaxWidth } from '../layout/useHeaderMode';
import { Dialog } from '../modals/Dialog';
import { openModal } from '../modals/modal-url';
import { formatMoney } from '../packets/format';
import { useCurrency } from '../packets/useCurrency';
import { useAccountT } from '../parental/useAccountT';
import { canLogOut } from '../profiles/menu-policy';
import { ProfileAvatar } from '../profiles/ProfileAvatar';
import { canAddProfile } from '../profiles/profile-rules';
import { useProfilesQuery } from '../profiles/useProfiles';
import { useSession } from '../session/context';
import { settingsEntryState } from '../settings/close-target';
import { isWebView } from '../ui/web-view';
import { accountInitial, accountName } from './account-label';
import { accountLink, promoCodesEnabled, supportContacts } from './account-menu-rules';
import '../profiles/profiles.css';

export function AccountMenu() {
  const { t, i18n } = useAccountT();
  const navigate = useNavigate();
  const location = useLocation();
  // 000 §2 Settings: their Close returns to the page they were opened from.
  const fromHere = settingsEntryState(location);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [support, setSupport] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDropdown(open, close, box, button);
  const phoneScreen = useMaxWidth(600) || isMobileDevice();
  const profiles = useProfilesQuery();
  const currency = useCurrency();
  const balance = useQuery({
    queryKey: ['account', 'balance', session.token],
    queryFn: () => createBillingEndpoints(session.api!).balance(),
    enabled: open && session.api !== null && !session.isGuest,
  });
  const active = profiles.data?.find((p) => p.is_active === true) ?? null;
  const name = accountName(session.user);
  const phone = session.user?.phone ? `+${session.user.phone.replace(/^\+/, '')}` : null;
  const login = phone ?? session.user?.username ?? null;
  const contacts = supportContacts(session.network);
  const account = accountLink(
    session.network,
    typeof navigator !== 'undefined' && isWebView(navigator.userAgent),
  );
  const openModalFromMenu = (id: 'profiles' | 'promocode', create = false) => {
    setOpen(false);
    openModal(navigate, id, create ? { create: true } : {});
  };

  // 001 §2: on a phone the page does not scroll while the panel is open.
  useEffect(() => {
    if (!open || !phoneScreen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open, phoneScreen]);

  // 001 §2: the support modal re-opens the panel 600 ms after it closes.
  const [reopenAt, setReopenAt] = useState<number | null>(null);
  useEffect(() => {
    if (reopenAt === null) return;
    const timer = window.setTimeout(() => setOpen(true), SUPPORT_REOPEN_MS);
    return () => window.clearTimeout(timer);
  }, [reopenAt]);

  return (
    <div
      ref={box}
      className={`account-menu${session.childProfile ? ' account-menu--child' : ''}`}
      data-testid="account-menu"
    >
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account_of', { name: active?.name ?? name })}
        onClick={() => setOpen(!open)}
      >
        {active ? (
          <ProfileAvatar profile={active} size={28} />
        ) : (
          <span className="account-menu__avatar" aria-hidden="true">
            {accountInitial(session.user)}
          </span>
        )}
        <span className="account-menu__name">{active?.name ?? name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        <button
          type="button"
          className="icon-button account-menu__close"
          aria-label={t('menu_close')}
          onClick={() => {
            setOpen(false);
            button.current?.focus();
          }}
        >
          ×
        </button>
        <p className="account-menu__who">
          <strong>{name}</strong>
          {login && login !== name && <span>{login}</span>}
          {balance.data && (
            <span data-testid="account-balance">
              {t('menu_balance', {
                amount: formatMoney(balance.data.balance ?? balance.data.amount, i18n.language, currency),
              })}
            </span>
          )}
        </p>
        {profiles.data && (
          <ul className="account-menu__profiles" aria-label={t('profiles')}>
            {profiles.data.map((profile) => (
              <li key={profile.id}>
                <button
                  type="button"
                  className="account-menu__profile"
                  aria-current={profile.is_active ? 'true' : undefined}
                  onClick={() => openModalFromMenu('profiles')}
                >
                  <ProfileAvatar profile={profile} size={24} />
                  {profile.name}
                </button>
              </li>
            ))}
            {canAddProfile(profiles.data) && (
              <li>
                <button
                  type="button"
                  className="account-menu__profile account-menu__profile--new"
                  onClick={() => openModalFromMenu('profiles', true)}
                >
                  <span className="account-menu__plus" aria-hidden="true">
                    +
                  </span>
                  {t('menu_new_profile')}
                </button>
              </li>
            )}
          </ul>
        )}
        <button
          type="button"
          className="button button--link account-menu__link"
          onClick={() => openModalFromMenu('profiles')}
        >
          {t('profiles_manage')}
        </button>
        {account.kind === 'external' ? (
          <a className="account-menu__link" href={account.url} target="_blank" rel="noopener">
            {account.label}
          </a>
        ) : (
          <Link className="account-menu__link" to={account.to} state={fromHere} onClick={close}>
            {t('settings')}
          </Link>
        )}
        <Link className="account-menu__link" to="/lk_parental" state={fromHere} onClick={close}>
          {t('tab_parental')}
        </Link>
        {promoCodesEnabled(session.network) && (
          <button
            type="button"
            className="button button--link account-menu__link"
            onClick={() => openModalFromMenu('promocode')}
          >
            {t('menu_promo')}
          </button>
        )}
        {contacts && (
          <button
            type="button"
            className="button button--link account-menu__link"
            onClick={() => {
              setOpen(false);
              setSupport(true);
            }}
          >
            {t('menu_support')}
          </button>
        )}
        {canLogOut(session.network?.provider) && (
          <button
            type="button"
            className="button account-menu__signout"
            onClick={() => {
              setOpen(false);
              void session.signOut();
            }}
          >
            {t('sign_out')}
          </button>
        )}
      </div>
      {support && contacts && (
        <Dialog
          title={t('menu_support')}
          onClose={() => {
            setSupport(false);
            setReopenAt(Date.now());
          }}
        >
          <ul className="account-menu__support" data-testid="support-contacts">
            {contacts.email && (
              <li>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </li>
            )}
            {contacts.phone && (
              <li>
                <a href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>{contacts.phone}</a>
              </li>
            )}
            {contacts.url && (
              <li>
                <a href={contacts.url} target="_blank" rel="noopener">
                  {contacts.url}
                </a>
              </li>
            )}
          </ul>
        </Dialog>
      )}
    </div>
  );
}
