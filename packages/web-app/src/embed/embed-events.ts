/**
 * Why: partners get discrete events (play, pause, timeupdate, ended, error, adstart, adend) while the
 * SDK publishes a state snapshot on every change. This turns consecutive snapshots into those events,
 * once per transition, and throttles timeupdate so a partner page is not flooded by postMessage.
 * Pure over (previous, next, now); the clock is injected.
 */

import type { PlayerState } from '@onair/player-sdk';
import type { EmbedEventName, EmbedState } from '@onair/player-sdk/embed';
import type { SkinState } from '@onair/player-sdk/react';

/** At most four timeupdates a second, as video elements and player.js hosts are used to. */
export const EMBED_TIMEUPDATE_EVERY_MS = 250;

export type EmbedEvent = [EmbedEventName, unknown];

/** The error a viewer sees (§4: after 2 errors, a codec problem or a hard error); recoveries stay silent. */
function shownError(state: PlayerState): { code: string; message: string } | null {
  if (!state.error || !(state.hardError || state.errorMessageKey || state.codecError)) return null;
  return { code: state.error.code, message: state.error.message };
}

export function toEmbedState(state: PlayerState): EmbedState {
  const skin = state as SkinState;
  return {
    paused: state.paused,
    currentTime: state.currentTime,
    duration: Number.isFinite(state.duration) ? state.duration : 0,
    volume: state.volume,
    muted: state.muted,
    live: state.live,
    ended: state.ended,
    wallClockMs: skin.timeline?.positionMs ?? null,
    adPlaying: skin.ad != null,
    error: shownError(state),
  };
}

export interface EventTracker {
  /** Events between the last snapshot seen and this one. */
  next(state: PlayerState, now: number): EmbedEvent[];
  /** Forget the previous snapshot (a new source starts from scratch). */
  reset(): void;
}

export function createEventTracker(everyMs = EMBED_TIMEUPDATE_EVERY_MS): EventTracker {
  let previous: EmbedState | null = null;
  let lastTimeupdate = Number.NEGATIVE_INFINITY;
  let lastTime = Number.NaN;
  // Whether the partner last heard `play` (true) or `pause`/`ended` (false): a stall in between,
  // when the core is briefly not `playing`, is not a new play.
  let announcedPlaying = false;
  return {
    reset() {
      previous = null;
      announcedPlaying = false;
      lastTimeupdate = Number.NEGATIVE_INFINITY;
      lastTime = Number.NaN;
    },
    next(state, now) {
      const current = toEmbedState(state);
      const was = previous;
      previous = current;
      const events: EmbedEvent[] = [];
      if (!current.adPlaying && was?.adPlaying) events.push(['adend', null]);
      if (current.adPlaying && !was?.adPlaying) events.push(['adstart', null]);
      const playing = state.playing && !current.paused;
      if (playing && !announcedPlaying) {
        announcedPlaying = true;
        events.push(['play', null]);
      }
      if (current.paused && !current.ended && was && !was.paused) {
        announcedPlaying = false;
        events.push(['pause', null]);
      }
      if (playing && current.currentTime !== lastTime && now - lastTimeupdate >= everyMs) {
        lastTimeupdate = now;
        lastTime = current.currentTime;
        events.push([
          'timeupdate',
          { currentTime: current.currentTime, duration: current.duration, wallClockMs: current.wallClockMs },
        ]);
      }
      if (current.ended && was && !was.ended) {
        announcedPlaying = false;
        events.push(['ended', null]);
      }
      if (current.error && current.error.message !== was?.error?.message)
        events.push(['error', current.error]);
      return events;
    },
  };
}
