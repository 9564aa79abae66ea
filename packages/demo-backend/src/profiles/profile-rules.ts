// The §5 / §9 profile rules as pure decisions, so the table test covers every case the routes meet:
// at most five profiles, the active one cannot be removed, a name is required.
export const MAX_PROFILES = 5;
export const PIN_LENGTH = 4;
export const PROFILE_NAME_MAX = 32;
/** §6: a child profile hides channels and contents rated above this age. */
export const CHILD_MAX_AGE = 12;

export type ProfileRefusal =
  | { ok: true }
  | { ok: false; status: 400 | 403 | 404; errorCode: string; message: string };

const OK = { ok: true } as const;

export function canCreateProfile(existing: number): ProfileRefusal {
  if (existing >= MAX_PROFILES) {
    return {
      ok: false,
      status: 400,
      errorCode: 'error_profiles_limit',
      message: `An account can have at most ${MAX_PROFILES} profiles`,
    };
  }
  return OK;
}

export function canDeleteProfile(
  profileId: number,
  ownIds: readonly number[],
  activeId: number | null,
): ProfileRefusal {
  if (!ownIds.includes(profileId)) {
    return { ok: false, status: 404, errorCode: 'not_found', message: `Profile ${profileId} not found` };
  }
  if (profileId === activeId) {
    return {
      ok: false,
      status: 400,
      errorCode: 'error_profile_active',
      message: 'The active profile cannot be removed; switch to another profile first',
    };
  }
  return OK;
}

/** §6: what a child profile may see. Unrated (undefined) counts as suitable. */
export const suitableForChild = (age: number | undefined): boolean => (age ?? 0) <= CHILD_MAX_AGE;
