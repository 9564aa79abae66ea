/**
 * The profile form's avatar picker (000 §2 Profiles modal): the operator's avatar categories as tabs and the
 * pictures of the one on show. Until the viewer opens another, the category on show is the one holding the
 * chosen picture.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { useAccountT } from '../parental/useAccountT';
import type { avatarCategorySchema } from './schemas';

type AvatarCategory = z.infer<typeof avatarCategorySchema>;

export function AvatarPicker({
  categories,
  chosen,
  onChoose,
}: {
  categories: UseQueryResult<AvatarCategory[]>;
  chosen: number | null;
  onChoose: (avatar: number) => void;
}) {
  const { t } = useAccountT();
  const [category, setCategory] = useState<number | null>(null);
  const shown =
    category ?? Math.max(0, categories.data?.findIndex((c) => c.avatars.some((a) => a.id === chosen)) ?? 0);
  return (
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
                onClick={() => onChoose(a.id)}
              >
                <img src={a.src} alt="" width={48} height={48} />
              </button>
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}
