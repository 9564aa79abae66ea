/**
 * Why: playback can stop advancing without any error (a hole in the buffer, a decoder that starved, a live edge
 * that moved). hls.js maintainers are clear that a stall is not a fatal media error and must not be answered
 * with recoverMediaError; the cure is a small nudge forward and a play(). This detector is pure: the player
 * samples the element (on timeupdate and on a timer) with an injected clock; the watchdog says when playback
 * has stood still for `stallAfterMs` while it should be moving, and which nudge to apply. Each further stall
 * without progress nudges a little further; after `maxNudges` it gives up once, so the player can report
 * a buffer-stall error to the recovery policy (which counts it as a fragment error, §4).
 *
 * A stream with an end (a film, a trailer) can also stand still just short of its duration: when one track's last
 * segment stops a few milliseconds before the other's, MSE never closes the stream and the element never fires
 * 'ended' (seen with hls.js and our own demo film). Nudging cannot help there; the verdict is 'at_end' so the
 * player finishes playback itself and post-rolls, packshots and stats still see the end.
 */
import { STALL_DETECT_MS, STALL_NUDGE_S } from '../constants';

export interface StallSample {
  /** Injected clock, ms. */
  now: number;
  currentTime: number;
  paused: boolean;
  readyState: number;
  seeking: boolean;
  ended?: boolean;
  /** Finite duration of a stream that has an end; leave out for live and archive windows. */
  duration?: number;
}

export interface StallNudge {
  /** Absolute position to seek to. */
  seekTo: number;
  play: true;
}

export type StallVerdict =
  | { state: 'ok' }
  | { state: 'stalled'; stalledForMs: number; nudge: StallNudge }
  | { state: 'recovering' }
  | { state: 'gave_up'; stalledForMs: number }
  | { state: 'at_end'; stalledForMs: number };

export interface StallWatchdogOptions {
  stallAfterMs?: number;
  nudgeSeconds?: number;
  maxNudges?: number;
  /** How close to the duration a stall counts as the end, s. */
  endSlackSeconds?: number;
  /** How long playback stands still at the end before it is finished, ms (shorter than a stall: nothing to wait for). */
  endAfterMs?: number;
}

const END_SLACK_S = 0.5;
const END_AFTER_MS = 1000;

export interface StallWatchdog {
  sample(sample: StallSample): StallVerdict;
  reset(): void;
}

export function createStallWatchdog(options: StallWatchdogOptions = {}): StallWatchdog {
  const stallAfterMs = options.stallAfterMs ?? STALL_DETECT_MS;
  const nudgeSeconds = options.nudgeSeconds ?? STALL_NUDGE_S;
  const maxNudges = options.maxNudges ?? 3;
  const endSlackSeconds = options.endSlackSeconds ?? END_SLACK_S;
  const endAfterMs = options.endAfterMs ?? END_AFTER_MS;
  if (!(stallAfterMs > 0) || !(nudgeSeconds > 0) || !(maxNudges >= 1)) {
    throw new RangeError('stallAfterMs and nudgeSeconds must be positive and maxNudges at least 1');
  }

  let lastTime: number | null = null;
  let stillSince = 0;
  let lastActionAt = 0;
  let nudges = 0;
  let gaveUp = false;

  function reset(): void {
    lastTime = null;
    nudges = 0;
    gaveUp = false;
  }

  function sample(s: StallSample): StallVerdict {
    // Paused, seeking or ended playback is not supposed to move; start measuring again afterwards.
    if (s.paused || s.seeking || s.ended) {
      reset();
      return { state: 'ok' };
    }
    if (lastTime === null || s.currentTime !== lastTime) {
      lastTime = s.currentTime;
      stillSince = s.now;
      lastActionAt = s.now;
      nudges = 0;
      gaveUp = false;
      return { state: 'ok' };
    }
    const stalledForMs = s.now - stillSince;
    const nearEnd =
      s.duration !== undefined &&
      Number.isFinite(s.duration) &&
      s.currentTime >= s.duration - endSlackSeconds;
    if (nearEnd) {
      if (gaveUp || stalledForMs < endAfterMs) return { state: 'ok' };
      gaveUp = true;
      return { state: 'at_end', stalledForMs };
    }
    if (s.now - lastActionAt < stallAfterMs) return nudges > 0 ? { state: 'recovering' } : { state: 'ok' };
    if (gaveUp) return { state: 'recovering' };
    lastActionAt = s.now;
    if (nudges >= maxNudges) {
      gaveUp = true;
      return { state: 'gave_up', stalledForMs };
    }
    nudges += 1;
    return {
      state: 'stalled',
      stalledForMs,
      nudge: { seekTo: s.currentTime + nudgeSeconds * nudges, play: true },
    };
  }

  return { sample, reset };
}
