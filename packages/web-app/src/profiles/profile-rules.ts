/**
 * Why (000 §4 Profile, §5): at most 5 profiles, the active one cannot be removed, a name is required, and
 * choosing an adult profile from a child one is a parental check (action profile). Pure, table-tested.
 */
import type { Profile } from './schemas';

export const MAX_PROFILES = 5;

export const canAddProfile = (profiles: readonly Profile[]): boolean => profiles.length < MAX_PROFILES;

export const canDeleteProfile = (profile: Profile, activeId: number | null | undefined): boolean =>
  profile.is_active !== true && profile.id !== activeId;

export function profileNameError(name: string): string | undefined {
  return name.trim() === '' ? 'error_required' : undefined;
}

/** Whether choosing `target` needs the PIN: an adult profile, chosen while watching as a child. */
export const switchNeedsPin = (target: Profile, currentIsChild: boolean): boolean =>
  target.role === 'adult' && currentIsChild;
