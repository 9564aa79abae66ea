/**
 * The profiles modal (000 §2, §4 Profile): the list with the active profile marked, a "new" tile while
 * fewer than 5 exist, edit per profile, and the switch — choosing an adult profile passes the parental
 * check (action profile) first, and the server's approval goes with the switch (asked again if the server
 * no longer takes it); switching clears cached data and goes home.
 */
import { useState } from 'react';
import { PinPrompt } from '../channels/PinPrompt';
import { Dialog } from '../modals/Dialog';
import { useAccountT } from '../parental/useAccountT';
import { ApprovalCancelled, useApprovedChange } from '../parental/useApprovedChange';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileForm } from './ProfileForm';
import { canAddProfile } from './profile-rules';
import type { Profile } from './schemas';
import { useProfilesQuery, useSwitchProfile } from './useProfiles';
import './profiles.css';

type View = { kind: 'list' } | { kind: 'edit'; profile: Profile | null } | { kind: 'pin'; profile: Profile };

export function ProfilesModal({
  onClose,
  creating = false,
}: {
  onClose: (() => void) | null;
  /** Opened from the dropdown's 'new' tile: straight to the new profile form. */
  creating?: boolean;
}) {
  const { t, ready } = useAccountT();
  const session = useSession();
  const profiles = useProfilesQuery();
  const switchProfile = useSwitchProfile();
  const [view, setView] = useState<View>(creating ? { kind: 'edit', profile: null } : { kind: 'list' });
  const [error, setError] = useState<string | null>(null);
  const approved = useApprovedChange();

  const choose = async (profile: Profile) => {
    setError(null);
    try {
      await approved.run('profile', (approval) => switchProfile(profile.id, approval));
    } catch (failure) {
      if (!(failure instanceof ApprovalCancelled))
        setError(failure instanceof Error ? failure.message : String(failure));
      setView({ kind: 'list' });
    }
  };
  if (!ready) return null;
  return (
    <Dialog
      title={t('profiles')}
      onClose={onClose}
      className={`profiles-modal${session.childProfile ? ' is-child' : ''}`}
    >
      {approved.prompt ? (
        approved.prompt
      ) : view.kind === 'edit' ? (
        <ProfileForm profile={view.profile} onDone={() => setView({ kind: 'list' })} />
      ) : view.kind === 'pin' ? (
        <>
          <PinPrompt
            title={t('profile_switch_pin', { name: view.profile.name })}
            action="profile"
            onSuccess={() => void choose(view.profile)}
          />
          <button type="button" className="button button--link" onClick={() => setView({ kind: 'list' })}>
            {t('cancel')}
          </button>
        </>
      ) : profiles.isPending ? (
        <Spinner />
      ) : profiles.isError ? (
        <p role="alert">{t('profiles_failed')}</p>
      ) : (
        <>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <ul className="profiles-modal__list">
            {profiles.data.map((profile) => (
              <li key={profile.id} className={`profile-tile${profile.is_active ? ' is-active' : ''}`}>
                <button
                  type="button"
                  className="profile-tile__choose"
                  aria-current={profile.is_active ? 'true' : undefined}
                  disabled={profile.is_active === true}
                  onClick={() =>
                    profile.role === 'adult' ? setView({ kind: 'pin', profile }) : void choose(profile)
                  }
                >
                  <ProfileAvatar profile={profile} size={64} />
                  <span className="profile-tile__name">{profile.name}</span>
                  {profile.role === 'child' && <span className="badge">{t('profile_child')}</span>}
                  {profile.is_active && <span className="visually-hidden">{t('profile_active')}</span>}
                </button>
                <button
                  type="button"
                  className="button button--link"
                  aria-label={t('profile_edit_named', { name: profile.name })}
                  onClick={() => setView({ kind: 'edit', profile })}
                >
                  {t('profile_edit')}
                </button>
              </li>
            ))}
            {canAddProfile(profiles.data) && (
              <li className="profile-tile profile-tile--new">
                <button
                  type="button"
                  className="profile-tile__choose"
                  onClick={() => setView({ kind: 'edit', profile: null })}
                >
                  <span className="profile-avatar" aria-hidden="true">
                    +
                  </span>
                  <span className="profile-tile__name">{t('profile_new')}</span>
                </button>
              </li>
            )}
          </ul>
          {!canAddProfile(profiles.data) && <p className="muted">{t('profiles_max')}</p>}
        </>
      )}
    </Dialog>
  );
}
