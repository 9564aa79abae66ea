/**
 * Create or edit a profile (000 §2 Profiles modal): name (required), the child switch, and an avatar
 * picked by category. Create starts with a random avatar and the adult role; in edit mode the child
 * switch saves at once. The active profile cannot be deleted — a hint says why. Changing an adult profile
 * or any role asks for the PIN first when the server says so (000 §4 Profile, useApprovedChange).
 */
import { useId, useState } from 'react';
import { useAccountT } from '../parental/useAccountT';
import { AvatarPicker } from './AvatarPicker';
import { canDeleteProfile, profileNameError } from './profile-rules';
import type { Profile } from './schemas';
import { useAvatarChoice } from './useAvatarChoice';
import { useProfileChange } from './useProfileChange';
import { useProfileEndpoints } from './useProfileEndpoints';

export function ProfileForm({ profile, onDone }: { profile: Profile | null; onDone: () => void }) {
  const { t } = useAccountT();
  const endpoints = useProfileEndpoints();
  const id = useId();
  const { categories, chosen, choose } = useAvatarChoice(profile);
  const [name, setName] = useState(profile?.name ?? '');
  const [child, setChild] = useState(profile?.role === 'child');
  const [nameError, setNameError] = useState<string | undefined>();
  const { run, busy, failure, prompt } = useProfileChange(onDone);
  const save = () => {
    const error = profileNameError(name);
    setNameError(error);
    if (error || chosen === null) return;
    const draft = {
      name: name.trim(),
      role: child ? ('child' as const) : ('adult' as const),
      icon_avatar_id: chosen,
    };
    void run(
      (approval) =>
        profile ? endpoints.updateProfile(profile.id, draft, approval) : endpoints.createProfile(draft),
      true,
    );
  };

  // The PIN the server asked for, in place of the form (its fields keep what was typed).
  if (prompt) return prompt;
  return (
    <form
      className="profile-form"
      data-testid="profile-form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('profile_name')}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={40}
          aria-invalid={Boolean(nameError)}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
        {nameError && (
          <p className="form-error" role="alert">
            {t(nameError)}
          </p>
        )}
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={child}
          disabled={busy}
          onChange={(event) => {
            const next = event.target.checked;
            setChild(next);
            // 000 §2: toggling the child role of an existing profile saves at once.
            if (profile) {
              const role = next ? ('child' as const) : ('adult' as const);
              void run(
                (approval) => endpoints.updateProfile(profile.id, { role }, approval),
                false,
                () => setChild(!next),
              );
            }
          }}
        />
        {t('profile_child_toggle')}
      </label>
      <AvatarPicker categories={categories} chosen={chosen} onChoose={choose} />
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="modal__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {profile ? t('save') : t('profile_create')}
        </button>
        {profile &&
          (canDeleteProfile(profile, null) ? (
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => void run((approval) => endpoints.deleteProfile(profile.id, approval), true)}
            >
              {t('profile_delete')}
            </button>
          ) : (
            <p className="muted">{t('profile_active_not_deletable')}</p>
          ))}
        <button type="button" className="button" onClick={onDone}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}
