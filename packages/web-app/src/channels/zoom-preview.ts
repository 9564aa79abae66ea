/**
 * Why (001 §4 Channel loading, §9): reaching a channel tile (pointer or keyboard focus) zooms it and plays
 * the channel in it, muted, in the player's preview mode — after 30 ms, so a pointer crossing a row starts
 * nothing, and after 200 ms when the preview moves from one channel to another (switching channels), so
 * sweeping along a row does not ask a stream per tile. Only a purchased, non-adult channel previews (an adult
 * one would need the PIN first). One preview at a time on the page; leaving the tile ends it, and a page
 * going hidden resets the zoom (001 §4 "when the page becomes hidden, channel zoom is reset").
 */

import { isAdultAge, isPurchased } from '@onair/player-sdk/timeline';
import type { Channel } from '../api/schemas';
import { isAdultChannel } from './channel-rules';

export const ZOOM_PREVIEW_DELAY_MS = 30;
export const ZOOM_PREVIEW_SWITCH_DELAY_MS = 200;

export function mayPreview(
  channel: Pick<Channel, 'id' | 'is_purchased' | 'isPurchased' | 'age' | 'rating_age' | 'tags'>,
  childProfile: boolean,
): boolean {
  if (!isPurchased(channel) || isAdultChannel(channel)) return false;
  return !childProfile || !isAdultAge(channel.age ?? channel.rating_age, true);
}

export interface ZoomTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export interface ZoomPreview {
  /** The viewer reached the tile of channel `id`. */
  reach(id: number): void;
  /** The viewer left it. */
  leave(id: number): void;
  /** The page went hidden, or the tiles went away. */
  reset(): void;
  current(): number | null;
}

export function createZoomPreview(timers: ZoomTimers, onChange: (id: number | null) => void): ZoomPreview {
  let current: number | null = null;
  let pending: { id: number; handle: unknown } | null = null;
  let leftAt: number | null = null;
  const set = (id: number | null) => {
    if (id === current) return;
    current = id;
    onChange(id);
  };
  const cancel = () => {
    if (pending) timers.clearTimeout(pending.handle);
    pending = null;
  };
  return {
    reach(id) {
      if (current === id) return;
      cancel();
      const switching =
        current !== null || (leftAt !== null && timers.now() - leftAt < ZOOM_PREVIEW_SWITCH_DELAY_MS);
      const handle = timers.setTimeout(
        () => {
          pending = null;
          set(id);
        },
        switching ? ZOOM_PREVIEW_SWITCH_DELAY_MS : ZOOM_PREVIEW_DELAY_MS,
      );
      pending = { id, handle };
    },
    leave(id) {
      if (pending?.id === id) cancel();
      if (current === id) {
        leftAt = timers.now();
        set(null);
      }
    },
    reset() {
      cancel();
      leftAt = null;
      set(null);
    },
    current: () => current,
  };
}
