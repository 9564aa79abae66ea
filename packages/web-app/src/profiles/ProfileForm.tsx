/**
 * Create or edit a profile (000 §2 Profiles modal): name (required), the child switch, and an avatar
 * picked by category. Create starts with a random avatar and the adult role; in edit mode the child
 * switch saves at once. The active profile cannot be deleted — a hint says why. Changing an adult profile
 * or any role asks for the PIN first when the server says so (000 §4 Profile, useApprovedChange).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAccountT } from '../parental/useAccountT';
import { ApprovalCancelled, useApprovedChange } from '../parental/useApprovedChange';
import { canDeleteProfile, profileNameError } from './profile-rules';
import type { Profile } from './schemas';
import { useProfileEndpoints } from './useProfileEndpoints';
import { PROFILES_KEY } from './useProfiles';

export function ProfileForm({ profile, onDone }: { profile: Profile | null; onDone: () => void }) {
  const { t } = useAccountT();
  const endpoints = useProfileEndpoints();
  const queryClient = useQueryClient();
  const id = useId();
  const categories = useQuery({
    queryKey: ['account', 'avatars'],
    queryFn: () => endpoints.avatarCategories(),
  });
  const [name, setName] = useState(profile?.name ?? '');
  const [child, setChild] = useState(profile?.role === 'child');
  const [avatar, setAvatar] = useState<number | null>(profile?.icon_avatar_id ?? null);
  const [category, setCategory] = useState<number | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const all = categories.data?.flatMap((c) => c.avatars) ?? [];
  // Create mode picks a random avatar once the list is known (000 §2).
  const chosen =
    avatar ?? (all.length > 0 ? (all[Math.floor(Math.random() * all.length)]?.id ?? null) : null);
  if (avatar === null && chosen !== null) setAvatar(chosen);
  // Until the viewer opens another, the category on show is the one holding the chosen picture.
  const shown =
    category ?? Math.max(0, categories.data?.findIndex((c) => c.avatars.some((a) => a.id === chosen)) ?? 0);

  const approved = useApprovedChange();
  const run = async (
    work: (approval: string | null) => Promise<unknown>,
    close: boolean,
    undo?: () => void,
  ) => {
    setBusy(true);
    setFailure(null);
    try {
      await approved.run('profile', work);
      await queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
      if (close) onDone();
    } catch (error) {
      undo?.();
      if (!(error instanceof ApprovalCancelled))
        setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
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
  if (approved.prompt) return approved.prompt;
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
      <fieldset className="avatar-picker">
        <legend>{t('profile_avatar')}</legend>
        {categories.isPending ? (
          <p className="muted">{t('loading')}</p>
        ) : categories.isError ? (
          <p role="alert">{t('avatars_failed')}</p>
        ) : (
          <>
            <div className="avatar-picker__tabs" role="tablist">
              {categories.data.map((c, index) => (
                <button
                  key={c.title}
                  type="button"
                  role="tab"
                  aria-selected={index === shown}
                  className="avatar-picker__tab"
                  onClick={() => setCategory(index)}
                >
                  {c.title}
                </button>
              ))}
            </div>
            <div className="avatar-picker__grid">
              {(categories.data[shown]?.avatars ?? []).map((a) => (
                <button
                  key={a.id}
                  type="button"
                  className="avatar-picker__item"
                  aria-pressed={a.id === chosen}
                  aria-label={t('avatar_n', { n: a.id })}
                  onClick={() => setAvatar(a.id)}
                >
                  <img src={a.src} alt="" width={48} height={48} />
                </button>
              ))}
            </div>
          </>
        )}
      </fieldset>
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
