/**
 * §4 Ads: when every ad of a roll fails, the failure time is marked and rolls
 * cool down for 5 s, so a broken ad server cannot hold content hostage with
 * back-to-back failing breaks (e.g. a mid-roll point right after a pre-roll).
 */
import { ROLL_COOLDOWN_MS } from '../constants';

export function isCoolingDown(
  lastFailureAt: number | undefined,
  now: number,
  cooldownMs = ROLL_COOLDOWN_MS,
): boolean {
  return lastFailureAt !== undefined && now >= lastFailureAt && now - lastFailureAt < cooldownMs;
}

/** A roll marks the cool-down only when it tried ads and none played. */
export function rollFailedEntirely(summary: { played: number; failed: readonly number[] }): boolean {
  return summary.played === 0 && summary.failed.length > 0;
}
