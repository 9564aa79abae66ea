/**
 * Why: each `load()` is a generation with its own AbortController. Aborting it detaches every listener of that
 * load and destroys its engine, so a replaced engine's late errors, track lists or first frame can never reach
 * the state of the source that replaced it. The old engine is torn down before the next one touches the
 * element (shaka's asynchronous detach would otherwise unload the new source).
 */
import type { Emitter } from 'mitt';
import type { Engine, EngineFactory } from '../engines/engine';
import type { EngineAttempt } from '../engines/engine-fallback-scope';
import type { StartupPicture } from '../engines/hls-startup-picture';
import type { PlayerError } from '../errors/catalogue';
import type { PlaybackCapabilities } from '../selection/capabilities';
import { type PlaybackPlan, type SelectionPrefs, selectPlayback } from '../selection/select-playback';
import type { PlayerPreferences } from '../storage/preferences';
import type { PlayerEvents, PlayerOptions, PlayerSource, PlayerState } from '../types/player';
import { autoplay } from './autoplay';
import { engineContext } from './engine-context';
import { engineErrors } from './engine-errors';
import { watchFirstFrame } from './first-frame';
import { loadStartState } from './load-start';
import { createWarmUp } from './session-warm-up';
import { createTracksSync, type TracksSync } from './tracks-sync';

export interface SessionDeps {
  video: HTMLVideoElement;
  lifetime: AbortSignal;
  options: PlayerOptions;
  engineFactory: EngineFactory;
  probe: () => Promise<PlaybackCapabilities>;
  prefs: PlayerPreferences;
  now: () => number;
  get: () => PlayerState;
  set: (patch: Partial<PlayerState>) => void;
  emitter: Emitter<PlayerEvents>;
  /** Every error of the current generation: engine errors, selection failures, load failures. */
  onError(error: PlayerError): void;
  /** A new source starts: recovery counters and the error panel reset. */
  onLoadStart(): void;
}

export interface Session {
  /**
   * The source is known but may wait (pre-roll, packshots): start the probe, the engine chunk and the
   * manifest now so `load` finds them ready. Idempotent per source; never plays anything. `deferHls`: nothing
   * holds the source before it plays, so a clear hls.js plan leaves the engine's import to the load (after the
   * startup picture's first frame).
   */
  warm(source: PlayerSource, deferHls?: boolean): void;
  load(source: PlayerSource): Promise<void>;
  /** The current source again, resuming VOD at the current position (recovery, back online). */
  reload(): Promise<void>;
  /** Recovery gave up on the stream: the engine goes, the source is kept for a later reload. */
  destroyStream(): void;
  engine(): Engine | null;
  source(): PlayerSource | null;
  plan(): PlaybackPlan | null;
  dispose(): Promise<void>;
}

interface Generation {
  controller: AbortController;
  engine: Engine | null;
  tracks: TracksSync | null;
  plan: PlaybackPlan | null;
  source: PlayerSource;
}

export function createSession(deps: SessionDeps): Session {
  const { video, set, emitter } = deps;
  let current: Generation | null = null;
  let teardown: Promise<void> = Promise.resolve();
  let bandwidth: number | undefined;
  const fetcher: typeof fetch = deps.options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const prefs: SelectionPrefs =
    deps.options.preferMultiBitrate !== undefined
      ? { preferMultiBitrate: deps.options.preferMultiBitrate }
      : {};
  const { prefetch, capabilitiesFor, warm } = createWarmUp({
    lifetime: deps.lifetime,
    engineFactory: deps.engineFactory,
    probe: deps.probe,
    now: deps.now,
    fetch: fetcher,
    prefs,
    bandwidth: () => bandwidth,
  });

  function end(generation: Generation | null): void {
    if (!generation) return;
    generation.controller.abort();
    const engine = generation.engine;
    generation.engine = null;
    if (engine) {
      bandwidth = engine.bandwidthEstimate?.() ?? bandwidth;
      teardown = teardown.then(() => engine.destroy()).catch(() => undefined);
    }
  }

  /** `fallback`: the same load again with another engine after the first failed before its first frame. */
  async function start(
    source: PlayerSource,
    resumeAt?: number,
    fallback?: { plan: PlaybackPlan; attempts: EngineAttempt[] },
  ): Promise<void> {
    end(current);
    const controller = new AbortController();
    const generation: Generation = { controller, engine: null, tracks: null, plan: null, source };
    current = generation;
    const signal = controller.signal;
    if (deps.lifetime.aborted) return;
    deps.lifetime.addEventListener('abort', () => controller.abort(), { once: true, signal });
    const active = () => !signal.aborted && current === generation;
    const startedAt = deps.now();
    // A fallback continues the viewer's load: the recovery counters and the stats' view go on as they were.
    if (!fallback) deps.onLoadStart();
    set(loadStartState(source, video, deps.get().pip.active));
    if (!fallback) emitter.emit('sourcechange', source);
    warm(source, true);
    try {
      const caps = await capabilitiesFor(source);
      await teardown;
      if (!active()) return;
      const selection = selectPlayback(source.stream, caps, prefs);
      if (!selection.ok) {
        deps.onError(selection.error);
        return;
      }
      const plan = fallback?.plan ?? selection.plan;
      generation.plan = plan;
      let framed = false;
      const engineError = engineErrors({
        plan,
        tried: fallback?.attempts ?? [],
        framed: () => framed,
        active,
        report: (error) => deps.onError(error),
        retry: (next, attempts) => void start(source, resumeAt, { plan: next, attempts }),
      });
      let picture: StartupPicture | null = null;
      watchFirstFrame(video, signal, () => {
        framed = true;
        emitter.emit('firstframe', { ms: Math.round(deps.now() - startedAt), picture: picture !== null });
      });
      if (plan.engine === 'hls' && !plan.drm) {
        picture = await prefetch.present(plan.url, video, signal, deps.options.autoplay === true);
        await picture?.shown;
        if (!active()) return;
      }
      const engine = await deps.engineFactory(
        plan.engine,
        engineContext(deps.options, fetcher, picture, (url) => prefetch.take(url), bandwidth, {
          error: (error) => active() && engineError(error),
          tracksChanged: () => active() && generation.tracks?.refresh(),
          levelSwitched: (level) => active() && generation.tracks?.levelSwitched(level),
          interstitial: (state) => active() && set({ interstitial: state }),
        }),
      );
      if (!active()) {
        await engine.destroy();
        return;
      }
      generation.engine = engine;
      generation.tracks = createTracksSync(engine, source.channelId, deps.prefs, deps.get, set, emitter);
      engine.attach(video, signal);
      set({ engine: engine.name });
      await engine.load(plan, resumeAt ?? source.startPosition);
      if (!active()) return;
      emitter.emit('loadedsource', { source, plan });
      if (deps.options.autoplay) autoplay(video, active, set);
    } catch (error) {
      if (!active()) return;
      deps.onError(unexpected(error));
    }
  }

  return {
    warm,
    load: (source) => start(source),
    reload() {
      const source = current?.source;
      if (!source) return Promise.resolve();
      // Live resumes at the live edge; anything with a timeline resumes where the viewer was.
      const resumeAt = source.kind === 'live' || video.currentTime <= 0 ? undefined : video.currentTime;
      return start(source, resumeAt);
    },
    destroyStream() {
      if (!current) return;
      const engine = current.engine;
      current.engine = null;
      current.tracks = null;
      prefetch.cancel();
      if (engine) teardown = teardown.then(() => engine.destroy()).catch(() => undefined);
      set({ engine: null, loading: false, waiting: false });
    },
    engine: () => current?.engine ?? null,
    source: () => current?.source ?? null,
    plan: () => current?.plan ?? null,
    async dispose() {
      end(current);
      current = null;
      prefetch.cancel();
      await teardown;
    },
  };
}

function unexpected(error: unknown): PlayerError {
  const carried = (error as { playerError?: PlayerError } | null)?.playerError;
  if (carried) return carried;
  return {
    code: 'other.internal',
    category: 'other',
    fatal: true,
    errorType: 'Internal exception',
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  };
}
