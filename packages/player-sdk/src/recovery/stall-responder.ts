/**
 * Why: the stall watchdog (./stall-watchdog.ts) only decides; this samples the element for it and does what it
 * says — a jump over a hole or a nudge with a play(), the end the element never announced, or a give-up reported
 * as the fatal buffer-stall error §4 counts (a stall nothing can move ends in the §8 message, never in silence).
 * It never answers a stall with recoverMediaError (hls.js maintainers: a stall is not a media error).
 */
import { playerError } from '../errors/catalogue';
import type { PlayerError } from '../errors/types';
import { bufferedRanges } from './playhead-gap';
import { createStallWatchdog } from './stall-watchdog';

export interface StallResponderDeps {
  video: HTMLVideoElement;
  now: () => number;
  stallAfterMs: number;
  /** A film or a trailer: a stall at its duration is its end. Live and archive windows have none. */
  hasEnd: () => boolean;
  /** The connectivity monitor's word: offline waits are the monitor's to answer. */
  offline: () => boolean;
  report: (error: PlayerError) => void;
}

export interface StallResponder {
  /** One look at the element, on the player's tick once playback has started. */
  check(): void;
  /** The engine reported something (an error it retries): a wait for data is still its business. */
  heard(): void;
  reset(): void;
}

export function createStallResponder(deps: StallResponderDeps): StallResponder {
  const { video } = deps;
  const watchdog = createStallWatchdog({ stallAfterMs: deps.stallAfterMs });
  return {
    check() {
      const verdict = watchdog.sample({
        now: deps.now(),
        currentTime: video.currentTime,
        paused: video.paused,
        readyState: video.readyState,
        seeking: video.seeking,
        ended: video.ended,
        buffered: bufferedRanges(video.buffered),
        offline: deps.offline(),
        ...(deps.hasEnd() ? { duration: video.duration } : {}),
      });
      if (verdict.state === 'stalled') {
        video.currentTime = verdict.nudge.seekTo;
        video.play().catch(() => undefined);
      } else if (verdict.state === 'at_end') {
        // The element will not fire 'ended' itself (see the watchdog); every listener — media state, post-roll,
        // packshots, stats, host pages — hears the same event it would have heard natively.
        video.pause();
        video.dispatchEvent(new Event('ended'));
      } else if (verdict.state === 'gave_up') {
        // Fatal, as hls.js's own "still not moving after nudges": §4 counts it, and the message shows at two.
        deps.report(
          playerError('media.buffer_stalled', true, {
            details: `no progress for ${verdict.stalledForMs} ms at ${video.currentTime.toFixed(2)} s`,
          }),
        );
      }
    },
    heard: () => watchdog.heard(deps.now()),
    reset: () => watchdog.reset(),
  };
}
