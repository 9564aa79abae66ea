/**
 * Why: the stats feature's relay of player facts (playing, paused, waiting, first frame, ads, errors, time,
 * the end, quality) to the stats controller lives in the lazy stats chunk with the controller: none of it is
 * needed before a source plays, and in the core it kept the core chunk over its size budget. Facts from
 * before the chunk arrived were never counted (there was no controller to tell them to); the two the
 * controller needs at once, the source and whether it already plays, are handed over when it starts.
 */

import type { FeatureContext, FeatureTimers } from '../player/features/context';
import type { Id } from '../types/id';
import type { LoadContentOptions, PlayerSource, PlayerState } from '../types/player';
import type { StatsController } from './controller-types';
import { createStatsController } from './stats-controller';
import type { StatsApi, StatsSource } from './types';

/** What the stats feature needs from the player: the post-roll check and loading the next episode. */
export interface StatsFeatureOptions {
  /** The post-roll before the next episode (§4); failures never keep the next episode back. */
  endAdCheck(): Promise<unknown>;
  loadContent(contentId: Id, options: LoadContentOptions): Promise<void>;
}

export interface StatsRelayOptions {
  api: StatsApi;
  /** The player's clock, or a faster one for a test profile (`statsTimings.rate`). */
  clock: { now: () => number; timers: FeatureTimers };
  deps: StatsFeatureOptions;
  /** The source the player shows now (the feature keeps it from the moment the player is created). */
  current: () => PlayerSource | null;
}

const adShown = (state: PlayerState): boolean => state.ad?.active === true || state.packshot?.active === true;

/** Creates the controller, publishes its slice as `state.stats` and relays every fact to it until destroy. */
export function startStatsRelay(ctx: FeatureContext, options: StatsRelayOptions): StatsController {
  const { video, signal } = ctx;
  const { api, clock, deps, current } = options;
  const stats = createStatsController({
    api,
    now: clock.now,
    timers: clock.timers,
    signal,
    endAdCheck: deps.endAdCheck,
    viewContext: () => {
      const engine = ctx.get().engine;
      const provider = ctx.options.provider;
      return { ...(engine ? { engine } : {}), ...(provider !== undefined ? { provider } : {}) };
    },
    onNextEpisode: (outcome) => {
      const source = current();
      if (outcome.kind !== 'next' || !source?.contentId) return;
      void deps.loadContent(outcome.episode.id, {
        startType: 'next_episode',
        ...(source.episodes ? { episodes: source.episodes } : {}),
        ...(source.contentParentId !== undefined ? { contentParentId: source.contentParentId } : {}),
        startPosition: 0,
      });
    },
  });
  ctx.set({ stats: stats.getState() });
  const unsubscribe = stats.subscribe((slice) => ctx.set({ stats: slice }));
  signal.addEventListener('abort', unsubscribe, { once: true });
  // Facts that happened while the module loaded.
  const source = current();
  if (source) stats.sourceLoaded(source as StatsSource);
  if (source && !video.paused) stats.playing();

  const on = (type: string, listener: () => void) => video.addEventListener(type, listener, { signal });
  on('playing', () => stats.playing());
  on('pause', () => stats.paused());
  on('waiting', () => stats.waiting());
  on('seeking', () => stats.seeking());
  on('seeked', () => stats.seeked(video.currentTime));
  on('ended', () => stats.ended());
  on('timeupdate', () => {
    stats.timeupdate(video.currentTime, Number.isFinite(video.duration) ? video.duration : undefined);
    if (typeof video.getVideoPlaybackQuality === 'function') {
      const q = video.getVideoPlaybackQuality();
      stats.videoQuality({ droppedVideoFrames: q.droppedVideoFrames, totalVideoFrames: q.totalVideoFrames });
    }
  });
  // The player's own load-to-first-frame time is the startup time QoE reports (one measure, not two).
  ctx.emitter.on('firstframe', ({ ms }) => stats.firstFrame(ms));
  ctx.emitter.on('qualitychange', ({ levels, activeLevel }) => {
    const level = levels.find((l) => l.id === activeLevel);
    if (level?.bitrate) stats.levelSwitched(level.bitrate);
  });

  // An error counts once the viewer sees it: a fatal one, or repeated ones the §4 policy now shows. One shown
  // before the controller existed was not counted then and is not now.
  let reported: unknown = ctx.get().error;
  let adActive = adShown(ctx.get());
  const unsubscribeState = ctx.subscribe((state) => {
    const error = state.error;
    if (error && error !== reported) {
      reported = error;
      const position = video.currentTime;
      // The §3 diagnostics (numeric code) are written right after the error is published.
      queueMicrotask(() => {
        if (signal.aborted) return;
        const diagnostics = ctx.get().diagnostics;
        const serverCode = error.drm?.serverCode;
        stats.error({
          code: diagnostics?.code ?? error.code,
          errorType: diagnostics?.errorType ?? error.errorType,
          position,
          ...(serverCode !== undefined ? { serverCode } : {}),
        });
      });
    }
    const active = adShown(state);
    if (active === adActive) return;
    adActive = active;
    if (active) stats.adStarted();
    else stats.adEnded();
  });
  signal.addEventListener('abort', unsubscribeState, { once: true });
  return stats;
}
