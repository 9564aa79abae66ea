/**
 * Why (000 §4 Profile "a child profile … auth-device-on-start is skipped for it"): the start runs before the
 * viewer and their profile are read, so whether the profile watched is a child's is remembered from the last
 * time it was read (activeProfileOf), per API origin like the token it goes with (session/storage.ts).
 */
import type { KeyValueStore } from '../session/storage';

export const CHILD_PROFILE_KEY = 'onair.child_profile';

export function rememberProfileRole(store: KeyValueStore, role: string | null): void {
  if (role === 'child') store.set(CHILD_PROFILE_KEY, '1');
  else store.remove(CHILD_PROFILE_KEY);
}

export function childProfileRemembered(store: KeyValueStore): boolean {
  return store.get(CHILD_PROFILE_KEY) === '1';
}
