/**
 * The avatar a profile form shows as chosen (000 §2 Profiles modal): the profile's own in edit mode; in
 * create mode a random one, picked once the operator's avatar list is known; then whichever the viewer picks.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from './schemas';
import { useProfileEndpoints } from './useProfileEndpoints';

export function useAvatarChoice(profile: Profile | null) {
  const endpoints = useProfileEndpoints();
  const categories = useQuery({
    queryKey: ['account', 'avatars'],
    queryFn: () => endpoints.avatarCategories(),
  });
  const [avatar, setAvatar] = useState<number | null>(profile?.icon_avatar_id ?? null);
  const all = categories.data?.flatMap((c) => c.avatars) ?? [];
  const chosen =
    avatar ?? (all.length > 0 ? (all[Math.floor(Math.random() * all.length)]?.id ?? null) : null);
  if (avatar === null && chosen !== null) setAvatar(chosen);
  return { categories, chosen, choose: setAvatar };
}
