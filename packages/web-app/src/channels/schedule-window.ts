/**
 * Why: the guide asks the schedule for the SDK's window (001 §9: max(72 h, the channel's archive days) back,
 * 259200 s ahead), so a 7-day archive shows 7 days. The window is taken from the start of the hour, so the
 * query key (and the cache) stays the same for an hour instead of changing every second.
 */
import { scheduleWindow } from '@onair/player-sdk/timeline';
import type { Channel } from '../api/schemas';

const HOUR_MS = 3_600_000;

export function guideWindow(channel: Channel, nowMs: number): { start: number; end: number } {
  return scheduleWindow(Math.floor(nowMs / HOUR_MS) * HOUR_MS, channel);
}
