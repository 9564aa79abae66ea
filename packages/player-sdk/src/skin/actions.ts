/**
 * Why: keys, gestures and buttons all do the same few things; one place turns a viewer's intent into
 * player commands, using the core's richer command when it has one (stacked archive skip, timeline seek)
 * and a plain media command when it does not. Failed promises never escape into the page.
 */
import { SKIP_STEP_S } from '../constants';
import { stepVolume } from '../tracks/tracks';
import { canSkip } from './policies/derived';
import { type SkinPlayer, skinState } from './skin-state';

export interface SkinActions {
  togglePlay(): void;
  skip(direction: -1 | 1): boolean;
  stepVolume(direction: -1 | 1): number;
  setVolume(volume: number): void;
  /** Seeks a VOD to media seconds, or a live/archive stream to unix seconds on the TV bar. */
  seekVod(seconds: number): void;
  seekTv(unixSec: number): void;
  goToLive(): void;
}

function swallow(result: unknown): void {
  if (result instanceof Promise) result.catch(() => {});
}

export function createSkinActions(player: SkinPlayer, onViewerPause: (paused: boolean) => void): SkinActions {
  return {
    togglePlay() {
      const state = player.getState();
      if (state.playing && !state.paused) {
        onViewerPause(true);
        player.pause();
      } else {
        onViewerPause(false);
        swallow(player.play());
      }
    },
    skip(direction) {
      const state = skinState(player.getState());
      if (!canSkip(state)) return false;
      if (player.skip) player.skip(direction);
      else player.seek(Math.max(0, state.currentTime + direction * SKIP_STEP_S));
      return true;
    },
    stepVolume(direction) {
      const state = player.getState();
      const from = state.muted && direction > 0 ? 0 : state.volume;
      const next = stepVolume(from, direction);
      player.setVolume(next);
      return next;
    },
    setVolume(volume) {
      // The core unmutes on a non-zero volume, so the slider never needs a separate unmute.
      player.setVolume(volume);
    },
    seekVod(seconds) {
      player.seek(seconds);
    },
    seekTv(unixSec) {
      const state = skinState(player.getState());
      if (player.seekTimeline) {
        player.seekTimeline(unixSec);
        return;
      }
      // Without a timeline command the stream's own clock still maps 1:1 to wall-clock seconds.
      const position = state.timeline?.bar?.position;
      if (typeof position === 'number') player.seek(Math.max(0, state.currentTime + (unixSec - position)));
    },
    goToLive() {
      if (player.goToLive) {
        player.goToLive();
        return;
      }
      const state = player.getState();
      if (Number.isFinite(state.duration) && state.duration > 0) player.seek(state.duration);
      swallow(player.play());
    },
  };
}
