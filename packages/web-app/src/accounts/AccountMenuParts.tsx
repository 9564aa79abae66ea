/**
 * The parts of the header's profile dropdown (AccountMenu.tsx) that have their own state or markup: the
 * profile list with its 'new' tile, who is signed in with the balance, the support contacts dialog, and the panel's two 001 §2 timings.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBillingEndpoints } from '../billing/endpoints';
import { SUPPORT_REOPEN_MS } from '../constants';
import { Dialog } from '../modals/Dialog';
import { formatMoney } from '../packets/format';
import { useCurrency } from '../packets/useCurrency';
import { useAccountT } from '../parental/useAccountT';
import { ProfileAvatar } from '../profiles/ProfileAvatar';
import { canAddProfile } from '../profiles/profile-rules';
import type { Profile } from '../profiles/schemas';
import { useSession } from '../session/context';
import { accountName } from './account-label';
import type { supportContacts } from './account-menu-rules';

type Contacts = NonNullable<ReturnType<typeof supportContacts>>;

/** The account's profiles; each (and the 'new' tile) opens the profiles modal, which asks the PIN it needs. */
export function MenuProfiles(props: { profiles: readonly Profile[]; onOpen: (create: boolean) => void }) {
  const { t } = useAccountT();
  return (
    <ul className="account-menu__profiles" aria-label={t('profiles')}>
      {props.profiles.map((profile) => (
        <li key={profile.id}>
          <button
            type="button"
            className="account-menu__profile"
            aria-current={profile.is_active ? 'true' : undefined}
            onClick={() => props.onOpen(false)}
          >
            <ProfileAvatar profile={profile} size={24} />
            {profile.name}
          </button>
        </li>
      ))}
      {canAddProfile(props.profiles) && (
        <li>
          <button
            type="button"
            className="account-menu__profile account-menu__profile--new"
            onClick={() => props.onOpen(true)}
          >
            <span className="account-menu__plus" aria-hidden="true">
              +
            </span>
            {t('menu_new_profile')}
          </button>
        </li>
      )}
    </ul>
  );
}

export function SupportDialog(props: { contacts: Contacts; onClose: () => void }) {
  const { t } = useAccountT();
  const { email, phone, url } = props.contacts;
  return (
    <Dialog title={t('menu_support')} onClose={props.onClose}>
      <ul className="account-menu__support" data-testid="support-contacts">
        {email && (
          <li>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
        )}
        {url && (
          <li>
            <a href={url} target="_blank" rel="noopener">
              {url}
            </a>
          </li>
        )}
      </ul>
    </Dialog>
  );
}

/** 001 §2: on a phone the page does not scroll while the panel is open. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [locked]);
}

/** 001 §2: the support modal re-opens the panel 600 ms after it closes; call the answer when it closes. */
export function useReopenAfterSupport(reopen: () => void): () => void {
  const [closedAt, setClosedAt] = useState<number | null>(null);
  useEffect(() => {
    if (closedAt === null) return;
    const timer = window.setTimeout(reopen, SUPPORT_REOPEN_MS);
    return () => window.clearTimeout(timer);
  }, [closedAt, reopen]);
  return () => setClosedAt(Date.now());
}

/** Who is signed in: the name, the phone or login when it differs, and the balance once the panel opens. */
export function AccountSummary(props: { open: boolean }) {
  const { t, i18n } = useAccountT();
  const session = useSession();
  const currency = useCurrency();
  const balance = useQuery({
    queryKey: ['account', 'balance', session.token],
    queryFn: () => createBillingEndpoints(session.api!).balance(),
    enabled: props.open && session.api !== null && !session.isGuest,
  });
  const name = accountName(session.user);
  const phone = session.user?.phone ? `+${session.user.phone.replace(/^\+/, '')}` : null;
  const login = phone ?? session.user?.username ?? null;
  return (
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
  );
}
