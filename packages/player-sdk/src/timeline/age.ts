/**
 * Why: 001 §5 Age — which ages ask for the PIN is one rule for the player's own parental check and for a
 * host's lists (the web app's channel list, similar titles, the embed's decision), so it lives once, here,
 * in the `./timeline` entry the host imports without the player core.
 */
import { ADULT_AGE, CHILD_AGE_CUTOFF } from './constants';

/** A missing age counts as adult; 18 or more is adult; for a child profile above 12 is adult. */
export function isAdultAge(age: number | null | undefined, childProfile = false): boolean {
  if (typeof age !== 'number' || !Number.isFinite(age)) return true;
  return childProfile ? age > CHILD_AGE_CUTOFF : age >= ADULT_AGE;
}
