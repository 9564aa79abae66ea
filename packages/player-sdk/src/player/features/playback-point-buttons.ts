/**
 * Why (§3 Playback point): while the content is inside a playback point's window, the state shows its button
 * (skip the intro, watch from the start, next episode, skip the credits), and the viewer's press does what the
 * button says. The windows are the source's (normalised once in `playback-points.ts`); an ad break's time is
 * not the content's, so nothing changes during one.
 */
import type { PlaybackPointSlice } from '../../types/features';
import type { Id } from '../../types/id';
import type { PlayerSource } from '../../types/player';
import type { AdBreaks } from './ad-breaks';
import type { FeatureContext } from './context';
import { activePlaybackPoints, normalisePlaybackPoints, samePoints } from './playback-points';

export interface PlaybackPointButtons {
  /** A new source: its points replace the last one's. */
  reset(source: PlayerSource): void;
  /** The viewer pressed a point's button. */
  press(id: Id): void;
}

/** `nextEpisode`: a "next" button's series goes on now. */
export function attachPlaybackPointButtons(
  ctx: FeatureContext,
  breaks: AdBreaks,
  nextEpisode: () => void,
): PlaybackPointButtons {
  const { video } = ctx;
  /** Null until a source is prepared. */
  let points: PlaybackPointSlice[] | null = null;

  video.addEventListener(
    'timeupdate',
    () => {
      if (!points || breaks.active()) return;
      const active = activePlaybackPoints(points, video.currentTime);
      const shown = ctx.get().playbackPoint?.active ?? [];
      if (!samePoints(active, shown)) ctx.set({ playbackPoint: active.length > 0 ? { active } : null });
    },
    { signal: ctx.signal },
  );

  return {
    reset(source) {
      points = normalisePlaybackPoints(source.stream.playback_points);
    },
    press(id) {
      const point = points?.find((p) => p.id === id);
      if (!point) throw new RangeError(`no playback point ${String(id)} in this source`);
      switch (point.button.action) {
        case 'skip':
          video.currentTime = point.end;
          break;
        case 'start':
          video.currentTime = 0;
          break;
        case 'next':
          nextEpisode();
          break;
        case 'finish':
          if (Number.isFinite(video.duration)) video.currentTime = video.duration;
          break;
      }
      ctx.set({ playbackPoint: null });
    },
  };
}
