/**
 * The header's profile dropdown (001 §2): a close control; who is signed in (name, phone or login, and the
 * balance); the profile list to switch (an adult profile asks the PIN in the profiles modal) with a 'new'
 * tile; profile management; the subscriptions link or the partner's own account page
 * (account-menu-rules.ts); parental settings; the promo code where the operator has it; support when the
 * provider has an e-mail or a phone (a modal that re-opens the panel 600 ms after it closes); and Sign out
 * unless the partner forbids it. The same closing rules as the header's other dropdowns (useDropdown). On a
 * phone the page does not scroll behind the open panel; on a short screen the panel scrolls itself.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDropdown } from '../layout/useDropdown';
import { isMobileDevice, useMaxWidth } from '../layout/useHeaderMode';
import { openModal } from '../modals/modal-url';
import { useAccountT } from '../parental/useAccountT';
import { canLogOut } from '../profiles/menu-policy';
import { ProfileAvatar } from '../profiles/ProfileAvatar';
import { useProfilesQuery } from '../profiles/useProfiles';
import { useSession } from '../session/context';
import { settingsEntryState } from '../settings/close-target';
import { isWebView } from '../ui/web-view';
import {
  AccountSummary,
  MenuProfiles,
  SupportDialog,
  useReopenAfterSupport,
  useScrollLock,
} from './AccountMenuParts';
import { accountInitial, accountName } from './account-label';
import { accountLink, promoCodesEnabled, supportContacts } from './account-menu-rules';
import '../profiles/profiles.css';

export function AccountMenu() {
  const { t } = useAccountT();
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
  const active = profiles.data?.find((p) => p.is_active === true) ?? null;
  const name = accountName(session.user);
  const contacts = supportContacts(session.network);
  const account = accountLink(
    session.network,
    typeof navigator !== 'undefined' && isWebView(navigator.userAgent),
  );
  const openModalFromMenu = (id: 'profiles' | 'promocode', create = false) => {
    setOpen(false);
    openModal(navigate, id, create ? { create: true } : {});
  };

  useScrollLock(open && phoneScreen);
  const reopen = useCallback(() => setOpen(true), []);
  const supportClosed = useReopenAfterSupport(reopen);

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
        <AccountSummary open={open} />
        {profiles.data && (
          <MenuProfiles profiles={profiles.data} onOpen={(create) => openModalFromMenu('profiles', create)} />
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
        <SupportDialog
          contacts={contacts}
          onClose={() => {
            setSupport(false);
            supportClosed();
          }}
        />
      )}
    </div>
  );
}
