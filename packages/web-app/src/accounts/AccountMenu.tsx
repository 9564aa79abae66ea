/**
 * The header's account area for a signed-in viewer: a button with their initial and name opening a small
 * menu with who is signed in (name, phone) and Sign out. Only what works today is listed; profiles and
 * settings join it when they exist. The same closing rules as the header's other dropdown (useDropdown).
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '../layout/useDropdown';
import { useSession } from '../session/context';
import { accountInitial, accountName } from './account-label';

export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDropdown(open, close, box, button);
  const name = accountName(session.user);
  const phone = session.user?.phone ? `+${session.user.phone.replace(/^\+/, '')}` : null;

  return (
    <div ref={box} className="account-menu" data-testid="account-menu">
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account_of', { name })}
        onClick={() => setOpen(!open)}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {accountInitial(session.user)}
        </span>
        <span className="account-menu__name">{name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__who">
          <strong>{name}</strong>
          {phone && phone !== name && <span>{phone}</span>}
        </p>
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
      </div>
    </div>
  );
}
