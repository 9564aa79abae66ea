/**
 * Why: the guide asks the schedule for the SDK's window (001 §9: max(72 h, the channel's archive days) back,
 * 259200 s ahead), so a 7-day archive shows 7 days. The window is taken from the start of the hour, so the
 * query key (and the cache) stays the same for an hour instead of changing every second.
 */
import { scheduleWindow } from '@onair/player-sdk/timeline';
import type { Channel } from '../api/schemas';

const HOUR_S = 3600;
const startOfHour = (sec: number) => Math.floor(sec / HOUR_S) * HOUR_S;

export function guideWindow(channel: Channel, nowMs: number): { start: number; end: number } {
  return scheduleWindow(startOfHour(Math.floor(nowMs / 1000)) * 1000, channel);
}

/**
 * The guide's window for a window the SDK took from the current second (the player's timeline): both ends at
 * the start of their hour, since the window's length is whole hours.
 */
export function guideWindowOf(range: { start: number; end: number }): { start: number; end: number } {
  return { start: startOfHour(range.start), end: startOfHour(range.end) };
}
