import type { ApiClient } from '../api/http';
import { createProfileEndpoints } from './endpoints';

/** The active profile as the session's user carries it ({ id, role }), or null when there is none. */
export async function activeProfileOf(api: ApiClient): Promise<{ id: number; role: string } | null> {
  const profile = await createProfileEndpoints(api).activeProfile();
  return profile ? { id: profile.id, role: profile.role } : null;
}
