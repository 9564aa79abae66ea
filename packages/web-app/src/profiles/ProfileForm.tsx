/**
 * Create or edit a profile (000 §2 Profiles modal): name (required), the child switch, and an avatar
 * picked by category. Create starts with a random avatar and the adult role; in edit mode the child
 * switch saves at once. The active profile cannot be deleted — a hint says why.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAccountT } from '../parental/useAccountT';
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
  const [category, setCategory] = useState(0);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const all = categories.data?.flatMap((c) => c.avatars) ?? [];
  // Create mode picks a random avatar once the list is known (000 §2).
  const chosen =
    avatar ?? (all.length > 0 ? (all[Math.floor(Math.random() * all.length)]?.id ?? null) : null);
  if (avatar === null && chosen !== null) setAvatar(chosen);

  const run = async (work: () => Promise<unknown>, close: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
      if (close) onDone();
    } catch (error) {
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
      () => (profile ? endpoints.updateProfile(profile.id, draft) : endpoints.createProfile(draft)),
      true,
    );
  };

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
              void run(() => endpoints.updateProfile(profile.id, { role }), false).catch(() =>
                setChild(!next),
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
                  aria-selected={index === category}
                  className="avatar-picker__tab"
                  onClick={() => setCategory(index)}
                >
                  {c.title}
                </button>
              ))}
            </div>
            <div className="avatar-picker__grid">
              {(categories.data[category]?.avatars ?? []).map((a) => (
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
              onClick={() => void run(() => endpoints.deleteProfile(profile.id), true)}
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
