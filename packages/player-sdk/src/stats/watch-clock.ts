/**
 * Why: stat pings, playback updates and history count seconds of ACTUAL playback (§4 "every 30 s of playback").
 * Paused, buffering, an ad on screen and a background tab do not count, so a wall clock is not enough.
 * The clock is a pure reducer over the player's facts with the time passed in; it counts only while the
 * picture moves and the viewer can see it.
 */

export interface WatchFacts {
  /** The element reports playing (not paused, not ended). */
  playing: boolean;
  /** Waiting for data (buffering or a seek in flight). */
  buffering: boolean;
  /** An ad roll is on screen; its time is the ad's, not the content's. */
  adPlaying: boolean;
  /** The document is hidden (background tab, minimised window, locked phone). */
  hidden: boolean;
}

export interface WatchClock {
  facts: WatchFacts;
  /** Milliseconds counted before `since`. */
  countedMs: number;
  /** When the current counting stretch began; null while not counting. */
  since: number | null;
}

export const IDLE_FACTS: WatchFacts = { playing: false, buffering: false, adPlaying: false, hidden: false };

export function createWatchClock(facts: Partial<WatchFacts> = {}, nowMs = 0): WatchClock {
  const all = { ...IDLE_FACTS, ...facts };
  return { facts: all, countedMs: 0, since: counts(all) ? nowMs : null };
}

export function counts(facts: WatchFacts): boolean {
  return facts.playing && !facts.buffering && !facts.adPlaying && !facts.hidden;
}

export function isCounting(clock: WatchClock): boolean {
  return clock.since !== null;
}

/** Applies changed facts at `nowMs`; the stretch counted so far is banked before the state changes. */
export function updateWatchFacts(clock: WatchClock, patch: Partial<WatchFacts>, nowMs: number): WatchClock {
  const facts = { ...clock.facts, ...patch };
  const countedMs = clock.countedMs + stretchMs(clock, nowMs);
  return { facts, countedMs, since: counts(facts) ? nowMs : null };
}

/** Seconds of actual playback up to `nowMs` (fractional). */
export function watchedSeconds(clock: WatchClock, nowMs: number): number {
  return (clock.countedMs + stretchMs(clock, nowMs)) / 1000;
}

function stretchMs(clock: WatchClock, nowMs: number): number {
  // A clock that steps back (system time change) must never un-count watched time.
  return clock.since === null ? 0 : Math.max(0, nowMs - clock.since);
}
