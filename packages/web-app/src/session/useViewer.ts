/**
 * Who is watching: the user answer and, beside it, the active profile, whose role decides the child rules
 * (000 §6). The user answer does not carry the profile, so a signed-in viewer's is read once when a start
 * or a sign-in brings a viewer without it, and again with the viewer on reloadUser (after a PIN or a
 * profile change).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Endpoints } from '../api/endpoints';
import type { ApiClient } from '../api/http';
import type { User } from '../api/schemas';
import { activeProfileOf } from '../profiles/active-profile';

export function useViewer(api: ApiClient | null, endpoints: Endpoints | null) {
  const [user, setUser] = useState<User | null>(null);

  const reloadUser = useCallback(async () => {
    if (!endpoints || !api) return;
    const self = await endpoints.self();
    const profile = self.is_guest ? null : await activeProfileOf(api);
    setUser({ ...self, profile });
  }, [api, endpoints]);

  // A signed-in start knows the viewer but not yet their profile: read it once (issue 16).
  useEffect(() => {
    if (!user || user.is_guest || user.profile !== undefined || !api) return;
    let live = true;
    activeProfileOf(api).then(
      (profile) =>
        live && setUser((current) => (current?.id === user.id ? { ...current, profile } : current)),
      () => live && setUser((current) => (current?.id === user.id ? { ...current, profile: null } : current)),
    );
    return () => {
      live = false;
    };
  }, [user, api]);

  return { user, setUser, reloadUser };
}
