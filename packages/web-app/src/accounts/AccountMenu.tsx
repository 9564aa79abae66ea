/**
 * The header's profile dropdown (001 §2): who is signed in (name, phone), the profile list to switch
 * (an adult profile asks the PIN in the profiles modal), profile management, account settings, parental
 * settings, support when the provider has one, and Sign out unless the partner forbids it. The same
 * closing rules as the header's other dropdowns (useDropdown).
 */
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDropdown } from '../layout/useDropdown';
import { openModal } from '../modals/modal-url';
import { useAccountT } from '../parental/useAccountT';
import { canLogOut } from '../profiles/menu-policy';
import { ProfileAvatar } from '../profiles/ProfileAvatar';
import { useProfilesQuery } from '../profiles/useProfiles';
import { useSession } from '../session/context';
import { accountInitial, accountName } from './account-label';
import '../profiles/profiles.css';

export function AccountMenu() {
  const { t } = useAccountT();
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDropdown(open, close, box, button);
  const profiles = useProfilesQuery();
  const active = profiles.data?.find((p) => p.is_active === true) ?? null;
  const name = accountName(session.user);
  const phone = session.user?.phone ? `+${session.user.phone.replace(/^\+/, '')}` : null;
  const openProfiles = () => {
    setOpen(false);
    openModal(navigate, 'profiles');
  };

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
        <p className="account-menu__who">
          <strong>{name}</strong>
          {phone && phone !== name && <span>{phone}</span>}
        </p>
        {profiles.data && (
          <ul className="account-menu__profiles" aria-label={t('profiles')}>
            {profiles.data.map((profile) => (
              <li key={profile.id}>
                <button
                  type="button"
                  className="account-menu__profile"
                  aria-current={profile.is_active ? 'true' : undefined}
                  onClick={openProfiles}
                >
                  <ProfileAvatar profile={profile} size={24} />
                  {profile.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="button button--link account-menu__link" onClick={openProfiles}>
          {t('profiles_manage')}
        </button>
        <Link className="account-menu__link" to="/lk" onClick={close}>
          {t('settings')}
        </Link>
        <Link className="account-menu__link" to="/lk_parental" onClick={close}>
          {t('tab_parental')}
        </Link>
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
    </div>
  );
}
