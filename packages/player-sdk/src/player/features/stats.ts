/**
 * Why: the operator learns what was watched and how well it played only from facts the player sees (playing,
 * paused, waiting, first frame, ads, errors, time, the end, a new source). This feature relays those facts
 * to the stats controller, publishes its slice as `state.stats`, reads a content's history so playback
 * resumes where the viewer left (§4), fetches the series' episodes so the next one follows by itself, and
 * lets the unsent seconds leave as a beacon when the page goes or the player is destroyed.
 */
import type { StatsController } from '../../stats/controller-types';
import type { StatsApi, StatsSource } from '../../stats/types';
import type { Id, LoadContentOptions, PlayerSource } from '../../types/player';
import type { FeatureContext, FeatureHooks } from './context';
import { acceleratedClock } from './timers';

export interface StatsFeatureOptions {
  /** The post-roll before the next episode (§4); failures never keep the next episode back. */
  endAdCheck(): Promise<unknown>;
  loadContent(contentId: Id, options: LoadContentOptions): Promise<void>;
}

export interface StatsFeature extends FeatureHooks {
  /** The content's stream plus what stats and resume need (history, episodes), as one source. */
  contentSource(contentId: Id, options: LoadContentOptions, signal: AbortSignal): Promise<PlayerSource>;
  watchFromBeginning(): void;
  /** The episode after the current one, now (a playback point's "next"). */
  nextEpisode(): void;
}

type Runtime = typeof import('./stats-runtime');

export function attachStats(ctx: FeatureContext, deps: StatsFeatureOptions): StatsFeature {
  const { video, signal } = ctx;
  const api: StatsApi | undefined =
    ctx.options.statsApi === false ? undefined : (ctx.options.statsApi ?? ctx.api?.stats);
  const rate = ctx.options.statsTimings?.rate ?? 1;
  const clock =
    rate === 1 ? { now: ctx.now, timers: ctx.timers } : acceleratedClock(ctx.now, ctx.timers, rate);
  let current: PlayerSource | null = null;

  let stats: StatsController | null = null;
  let runtime: Promise<Runtime> | null = null;
  const loadRuntime = (): Promise<Runtime> => {
    runtime ??= import('./stats-runtime');
    return runtime;
  };

  function start(rt: Runtime, statsApi: StatsApi): void {
    if (signal.aborted || stats) return;
    const controller = rt.createStatsController({
      api: statsApi,
      now: clock.now,
      timers: clock.timers,
      signal,
      endAdCheck: deps.endAdCheck,
      onNextEpisode: (outcome) => {
        if (outcome.kind !== 'next' || !current?.contentId) return;
        void deps.loadContent(outcome.episode.id, {
          startType: 'next_episode',
          ...(current.episodes ? { episodes: current.episodes } : {}),
          ...(current.contentParentId !== undefined ? { contentParentId: current.contentParentId } : {}),
          startPosition: 0,
        });
      },
    });
    stats = controller;
    ctx.set({ stats: controller.getState() });
    const unsubscribe = controller.subscribe((slice) => ctx.set({ stats: slice }));
    signal.addEventListener('abort', unsubscribe, { once: true });
    // Facts that happened while the module loaded.
    if (current) controller.sourceLoaded(current as StatsSource);
    if (current && !video.paused) controller.playing();
  }

  if (api) {
    void loadRuntime()
      .then((rt) => start(rt, api))
      .catch((error: unknown) => console.warn('[onair] stats unavailable', error));
    const on = (type: string, listener: () => void) => video.addEventListener(type, listener, { signal });
    on('playing', () => stats?.playing());
    on('pause', () => stats?.paused());
    on('waiting', () => stats?.waiting());
    on('seeking', () => stats?.seeking());
    on('seeked', () => stats?.seeked(video.currentTime));
    on('ended', () => stats?.ended());
    on('timeupdate', () => {
      if (!stats) return;
      stats.timeupdate(video.currentTime, Number.isFinite(video.duration) ? video.duration : undefined);
      if (typeof video.getVideoPlaybackQuality === 'function') {
        const q = video.getVideoPlaybackQuality();
        stats.videoQuality({
          droppedVideoFrames: q.droppedVideoFrames,
          totalVideoFrames: q.totalVideoFrames,
        });
      }
    });
    ctx.emitter.on('firstframe', () => stats?.firstFrame());
    ctx.emitter.on('sourcechange', (source) => {
      // A recovery reload starts the same source again: the stats session goes on.
      if (source === current) return;
      current = source;
      stats?.sourceLoaded(source as StatsSource);
    });
    // An error counts once the viewer sees it: a fatal one, or repeated ones the §4 policy now shows.
    let reported: unknown = null;
    const unsubscribeErrors = ctx.subscribe((state) => {
      const error = state.error;
      if (!error || error === reported) return;
      reported = error;
      const position = video.currentTime;
      // The §3 diagnostics (numeric code) are written right after the error is published.
      queueMicrotask(() => {
        if (signal.aborted || !stats) return;
        const diagnostics = ctx.get().diagnostics;
        stats.error({
          code: diagnostics?.code ?? error.code,
          errorType: diagnostics?.errorType ?? error.errorType,
          position,
        });
      });
    });
    signal.addEventListener('abort', unsubscribeErrors, { once: true });
    ctx.emitter.on('qualitychange', ({ levels, activeLevel }) => {
      const level = levels.find((l) => l.id === activeLevel);
      if (level?.bitrate) stats?.levelSwitched(level.bitrate);
    });
    let adActive = false;
    const unsubscribeAds = ctx.subscribe((state) => {
      const active = state.ad?.active === true || state.packshot?.active === true;
      if (active === adActive) return;
      adActive = active;
      if (active) stats?.adStarted();
      else stats?.adEnded();
    });
    signal.addEventListener('abort', unsubscribeAds, { once: true });
  }

  return {
    async contentSource(contentId, options, requestSignal) {
      const operator = ctx.api;
      if (!operator) throw new Error('loadContent needs an OperatorApi: pass `api` to createPlayer');
      const wantsMeta = options.startPosition === undefined && options.kind !== 'trailer';
      const [stream, meta, episodes, rt] = await Promise.all([
        operator.contentStream(contentId, { libraryId: options.libraryId, signal: requestSignal }),
        wantsMeta && operator.contentMeta
          ? operator.contentMeta(contentId, { signal: requestSignal }).catch(() => null)
          : null,
        !options.episodes && options.seriesId !== undefined && operator.episodes
          ? operator.episodes(options.seriesId, { signal: requestSignal }).catch(() => null)
          : null,
        loadRuntime(),
      ]);
      const resumeAt = options.startPosition ?? rt.resumePosition(meta?.history ?? null);
      const list = options.episodes ?? episodes ?? undefined;
      const parent = options.contentParentId ?? options.seriesId;
      return {
        kind: options.kind ?? 'content',
        stream,
        contentId,
        ...(options.libraryId !== undefined ? { libraryId: options.libraryId } : {}),
        ...(resumeAt !== null && resumeAt !== undefined ? { startPosition: resumeAt } : {}),
        ...(meta?.history ? { history: meta.history } : {}),
        ...(list ? { episodes: list } : {}),
        ...(parent !== undefined ? { contentParentId: parent } : {}),
        ...(options.startType ? { startType: options.startType } : {}),
      };
    },
    watchFromBeginning() {
      stats?.dismissResumeOffer();
      video.currentTime = 0;
    },
    nextEpisode() {
      // The end of an episode is what the controller listens for: finishing it now is the same path.
      stats?.ended();
    },
  };
}
