/**
 * Why: the operator learns what was watched and how well it played only from facts the player sees (playing,
 * paused, waiting, first frame, ads, errors, time, the end, a new source). This feature relays those facts
 * to the stats controller, publishes its slice as `state.stats`, reads a content's history so playback
 * resumes where the viewer left (§4), fetches the series' episodes so the next one follows by itself, and
 * lets the unsent seconds leave as a beacon when the page goes or the player is destroyed. Only what the
 * core needs stays here (the current source, resume, commands); the relay itself (./stats-relay.ts) arrives
 * with the controller in the lazy stats chunk.
 */

import type { FeatureContext, FeatureHooks } from '../player/features/context';
import { acceleratedClock } from '../player/features/timers';
import type { Id } from '../types/id';
import type { LoadContentOptions, PlayerSource } from '../types/player';
import type { StatsController } from './controller-types';
import { attachHttpStatsClient } from './http-stats-api';
import type { StatsFeatureOptions } from './stats-relay';
import type { StatsApi, StatsSource } from './types';

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

  if (api) {
    // The relay of facts to the controller arrives with the controller (the lazy stats chunk).
    void loadRuntime()
      .then((rt) => {
        if (signal.aborted || stats) return;
        // The default HTTP client's stand-in gets its client now: the controller's pings and beacons never wait.
        attachHttpStatsClient(api, rt.createHttpStatsClient);
        stats = rt.startStatsRelay(ctx, { api, clock, deps, current: () => current });
      })
      .catch((error: unknown) => console.warn('[onair] stats unavailable', error));
    ctx.emitter.on('sourcechange', (source) => {
      // A recovery reload starts the same source again: the stats session goes on.
      if (source === current) return;
      current = source;
      stats?.sourceLoaded(source as StatsSource);
    });
  }

  return {
    async contentSource(contentId, options, requestSignal) {
      const operator = ctx.api;
      if (!operator) throw new Error('loadContent needs an OperatorApi: pass `api` to createPlayer');
      const wantsMeta = options.startPosition === undefined && options.kind !== 'trailer';
      const [stream, meta, episodes, rt] = await Promise.all([
        operator.contentStream(contentId, {
          libraryId: options.libraryId,
          // §7 Library content stream `seconds`: where playback starts, when the caller knows it.
          ...(options.startPosition !== undefined ? { seconds: options.startPosition } : {}),
          signal: requestSignal,
        }),
        wantsMeta && operator.contentMeta
          ? operator
              .contentMeta(contentId, { libraryId: options.libraryId, signal: requestSignal })
              .catch(() => null)
          : null,
        !options.episodes && options.seriesId !== undefined && operator.episodes
          ? operator.episodes(options.seriesId, { signal: requestSignal }).catch(() => null)
          : null,
        loadRuntime(),
      ]);
      return rt.contentSourceFrom(contentId, options, { stream, meta, episodes });
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
