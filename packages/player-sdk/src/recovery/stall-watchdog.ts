/**
 * Why: playback can stop advancing without any error (a hole in the buffer, a decoder that starved, a live edge
 * that moved). hls.js maintainers are clear that a stall is not a fatal media error and must not be answered
 * with recoverMediaError; the cure is a move forward and a play(). This detector is pure: the player samples the
 * element on a timer with an injected clock; the watchdog says when playback has stood still for `stallAfterMs`
 * while it should be moving, and what to do, by where the playhead stands in the buffered ranges (./playhead-gap):
 *  - in a hole with media buffered after it: jump to the start of that media (plus a little padding). The engines
 *    jump small holes themselves (hls.js `maxBufferHole`, shaka `gapJumping`), but not one that is cut again after
 *    they refilled it, nor one they met while seeking (the fault matrix's "Buffer hole" row);
 *  - inside buffered media: a small nudge, a little further each time (a decoder that needs a kick);
 *  - with nothing buffered ahead: a wait for data, which the engine's own loading and network errors answer; the
 *    watchdog moves nothing (nudging into nothing skips content and helps no one). But an engine can also stop
 *    fetching without a word (shaka after resetting its MediaSource, seen in the fault matrix: at 0 s, nothing
 *    buffered, no error, for good): a wait with no progress and no news from the engine (`heard`) for
 *    `starvedAfterMs` is given up too. Offline playback is left to the connectivity monitor.
 * A move of its own is not progress (the playhead standing at the place it was moved to is still a stall), and a
 * seek that never completes is no excuse: only paused or ended playback is left alone. After `maxNudges` moves
 * without progress it gives up, once per round; the player reports that as a fatal buffer-stall error, which §4
 * counts, so a stall nothing can move ends in the error_video_download message at the second give-up
 * (2 × (maxNudges + 1) × stallAfterMs, 24 s by default) instead of a silent standstill.
 *
 * A stream with an end (a film, a trailer) can also stand still just short of its duration: when one track's last
 * segment stops a few milliseconds before the other's, MSE never closes the stream and the element never fires
 * 'ended' (seen with hls.js and our own demo film). Nudging cannot help there; the verdict is 'at_end' so the
 * player finishes playback itself and post-rolls, packshots and stats still see the end.
 */
import { STALL_DETECT_MS, STALL_NUDGE_S, STALL_STARVED_MS } from '../constants';
import { type BufferedRange, playheadPlace } from './playhead-gap';

export type { BufferedRange } from './playhead-gap';

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
  /** The connectivity monitor says the network is gone: the reload when it is back answers the wait. */
  offline?: boolean;
  /** The element's buffered ranges in order (what every SourceBuffer holds). */
  buffered: readonly BufferedRange[];
}

export interface StallNudge {
  /** Absolute position to seek to. */
  seekTo: number;
  play: true;
  /** 'hole': a jump to the media buffered after the hole; 'nudge': a small step inside buffered media. */
  over: 'hole' | 'nudge';
}

export type StallVerdict =
  | { state: 'ok' }
  | { state: 'stalled'; stalledForMs: number; nudge: StallNudge }
  | { state: 'recovering' }
  | { state: 'waiting_for_data'; stalledForMs: number }
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
  /** How long a wait for data may last with no progress and no news from the engine before it is given up, ms. */
  starvedAfterMs?: number;
}

const END_SLACK_S = 0.5;
const END_AFTER_MS = 1000;
/** Past the start of the media after a hole, as hls.js's skipBufferHolePadding: the browser may round a seek down. */
const HOLE_PADDING_S = 0.1;
/** A playhead that moved less than this did not move (a seek target the element rounded). */
const MOVED_S = 0.01;

export interface StallWatchdog {
  sample(sample: StallSample): StallVerdict;
  /** The engine reported something at `now` (an error it retries): a wait for data is its business a while longer. */
  heard(now: number): void;
  reset(): void;
}

export function createStallWatchdog(options: StallWatchdogOptions = {}): StallWatchdog {
  const stallAfterMs = options.stallAfterMs ?? STALL_DETECT_MS;
  const nudgeSeconds = options.nudgeSeconds ?? STALL_NUDGE_S;
  const maxNudges = options.maxNudges ?? 3;
  const endSlackSeconds = options.endSlackSeconds ?? END_SLACK_S;
  const endAfterMs = options.endAfterMs ?? END_AFTER_MS;
  const starvedAfterMs = options.starvedAfterMs ?? STALL_STARVED_MS;
  if (!(stallAfterMs > 0) || !(nudgeSeconds > 0) || !(maxNudges >= 1) || !(starvedAfterMs >= stallAfterMs)) {
    throw new RangeError(
      'stallAfterMs and nudgeSeconds must be positive, maxNudges at least 1, starvedAfterMs at least stallAfterMs',
    );
  }

  // Where the playhead was last seen, or was last moved to by this watchdog.
  let lastTime: number | null = null;
  let stillSince = 0;
  let lastActionAt = 0;
  let moves = 0;
  let finished = false;
  let heardAt = Number.NEGATIVE_INFINITY;

  function reset(): void {
    lastTime = null;
    moves = 0;
    finished = false;
  }

  function move(s: StallSample, stalledForMs: number): StallVerdict {
    const place = playheadPlace(s.buffered, s.currentTime);
    if (place.kind === 'starved') {
      if (s.now - Math.max(lastActionAt, heardAt) < starvedAfterMs)
        return { state: 'waiting_for_data', stalledForMs };
      lastActionAt = s.now;
      moves = 0;
      return { state: 'gave_up', stalledForMs };
    }
    lastActionAt = s.now;
    if (moves >= maxNudges) {
      // Given up for this round; the next round starts from here, so a stall that lasts is reported again.
      moves = 0;
      return { state: 'gave_up', stalledForMs };
    }
    moves += 1;
    const seekTo =
      place.kind === 'hole' ? place.nextStart + HOLE_PADDING_S : s.currentTime + nudgeSeconds * moves;
    lastTime = seekTo;
    return {
      state: 'stalled',
      stalledForMs,
      nudge: { seekTo, play: true, over: place.kind === 'hole' ? 'hole' : 'nudge' },
    };
  }

  function sample(s: StallSample): StallVerdict {
    // Paused or ended playback is not supposed to move; start measuring again afterwards.
    if (s.paused || s.ended || s.offline) {
      reset();
      return { state: 'ok' };
    }
    if (lastTime === null || Math.abs(s.currentTime - lastTime) >= MOVED_S) {
      lastTime = s.currentTime;
      stillSince = s.now;
      lastActionAt = s.now;
      moves = 0;
      finished = false;
      return { state: 'ok' };
    }
    const stalledForMs = s.now - stillSince;
    const nearEnd =
      s.duration !== undefined &&
      Number.isFinite(s.duration) &&
      s.currentTime >= s.duration - endSlackSeconds;
    if (nearEnd) {
      if (finished || stalledForMs < endAfterMs) return { state: 'ok' };
      finished = true;
      return { state: 'at_end', stalledForMs };
    }
    if (s.now - lastActionAt < stallAfterMs) return moves > 0 ? { state: 'recovering' } : { state: 'ok' };
    return move(s, stalledForMs);
  }

  return {
    sample,
    heard(now) {
      heardAt = now;
    },
    reset,
  };
}
