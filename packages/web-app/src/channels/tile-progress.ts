/**
 * Why (001 §9): a channel tile shows how far the programme on air has run, refreshed every 7 s. The channel
 * list brings each channel's `current_schedule`; once that programme is over the bar goes (the list itself
 * refreshes every 5 minutes and brings the next one).
 */
import { constants } from '@onair/player-sdk';
import { programmeEnd, programmeProgress } from '@onair/player-sdk/timeline';

/** §9: the SDK's constant, so the app and an integrator's own tiles refresh alike. */
export const TILE_PROGRESS_REFRESH_MS = constants.CHANNEL_TILE_PROGRESS_REFRESH_MS;

/** 0..1 through the channel's current programme, or null when there is none on air at `nowSec`. */
export function tileProgress(current: unknown, nowSec: number): number | null {
  if (typeof current !== 'object' || current === null) return null;
  const { id, timestamp, duration } = current as { id?: unknown; timestamp?: unknown; duration?: unknown };
  if (typeof timestamp !== 'number' || typeof duration !== 'number' || duration <= 0) return null;
  const programme = { id: typeof id === 'number' || typeof id === 'string' ? id : 0, timestamp, duration };
  if (nowSec < timestamp || nowSec >= programmeEnd(programme)) return null;
  return programmeProgress(programme, nowSec);
}
