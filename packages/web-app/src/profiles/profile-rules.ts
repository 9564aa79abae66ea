/**
 * Why (000 §4 Profile, §5): at most 5 profiles, the active one cannot be removed, and a name is required.
 * Pure, table-tested. (Which profile choice asks for the PIN is the parental gate's: 000 §4 Parental PIN.)
 */
import type { Profile } from './schemas';

export const MAX_PROFILES = 5;

export const canAddProfile = (profiles: readonly Profile[]): boolean => profiles.length < MAX_PROFILES;

export const canDeleteProfile = (profile: Profile, activeId: number | null | undefined): boolean =>
  profile.is_active !== true && profile.id !== activeId;

export function profileNameError(name: string): string | undefined {
  return name.trim() === '' ? 'error_required' : undefined;
}
