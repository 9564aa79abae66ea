import type { ApiClient } from '../api/http';
import { browserStore, type KeyValueStore } from '../session/storage';
import { rememberProfileRole } from './child-start';
import { createProfileEndpoints } from './endpoints';

/**
 * The active profile as the session's user carries it ({ id, role }), or null when there is none. Its role is
 * remembered for the next start (child-start.ts: a child profile's start does not re-authorise the device).
 */
export async function activeProfileOf(
  api: ApiClient,
  store: KeyValueStore = browserStore(),
): Promise<{ id: number; role: string } | null> {
  const profile = await createProfileEndpoints(api).activeProfile();
  rememberProfileRole(store, profile?.role ?? null);
  return profile ? { id: profile.id, role: profile.role } : null;
}
