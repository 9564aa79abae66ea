/**
 * Why: each `load()` is a generation with its own AbortController. Aborting it detaches every listener of that
 * load and destroys its engine, so a replaced engine's late errors, track lists or first frame can never reach
 * the state of the source that replaced it. The old engine is torn down before the next one touches the
 * element (shaka's asynchronous detach would otherwise unload the new source).
 */
import type { Emitter } from 'mitt';
import type { Engine, EngineFactory } from '../engines/engine';
import { attemptOf, type EngineAttempt, mayFallBack, withAttempts } from '../engines/engine-fallback-scope';
import type { StartupPicture } from '../engines/hls-startup-picture';
import { createManifestPrefetch } from '../engines/manifest-prefetch';
import type { PlayerError } from '../errors/catalogue';
import type { PlaybackCapabilities } from '../selection/capabilities';
import { type PlaybackPlan, type SelectionPrefs, selectPlayback } from '../selection/select-playback';
import type { PlayerPreferences } from '../storage/preferences';
import type { PlayerEvents, PlayerOptions, PlayerSource, PlayerState } from '../types/player';
import { guessPlan, likelyCapabilities } from './engine-guess';
import { watchFirstFrame } from './first-frame';
import { pipAvailable } from './screen-modes';
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
  let capabilities: Promise<PlaybackCapabilities> | null = null;
  let knownCaps: PlaybackCapabilities | null = null;
  let warmed: PlayerSource | null = null;
  let bandwidth: number | undefined;
  const fetcher: typeof fetch = deps.options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const prefetch = createManifestPrefetch(fetcher, deps.now);
  const prefs: SelectionPrefs =
    deps.options.preferMultiBitrate !== undefined
      ? { preferMultiBitrate: deps.options.preferMultiBitrate }
      : {};
  deps.lifetime.addEventListener('abort', () => prefetch.cancel(), { once: true });

  // What the browser can play does not change while the page lives: one probe per player, not per zap.
  function probe(): Promise<PlaybackCapabilities> {
    capabilities ??= deps.probe().then(
      (caps) => {
        knownCaps = caps;
        return caps;
      },
      (error: unknown) => {
        capabilities = null;
        throw error;
      },
    );
    return capabilities;
  }

  const pageWindow = () => (typeof window === 'undefined' ? undefined : window);

  /**
   * The key-system answers only matter to a stream that offers DRM. When even a browser with every key system
   * would play this stream in the clear through MSE, the plan cannot change with the probe's answer, so the
   * first load does not wait for the EME queries (tens of ms on their first call). The probe still runs.
   */
  function capabilitiesFor(source: PlayerSource): PlaybackCapabilities | Promise<PlaybackCapabilities> {
    if (knownCaps) return knownCaps;
    const likely = likelyCapabilities(pageWindow());
    const plan = likely.mse ? guessPlan(source.stream, likely, prefs) : null;
    return plan && !plan.drm && plan.engine !== 'native' ? likely : probe();
  }

  /**
   * `deferHls`: nothing holds the source before it plays (no packshot, no pre-roll). Then a clear hls.js plan
   * leaves the engine's import to the load, which makes it after the startup picture's first frame: hls.js's
   * evaluation holds the main thread for tens of ms, and the picture's few steps would otherwise queue behind it.
   */
  function warm(source: PlayerSource, deferHls = false): void {
    if (deps.lifetime.aborted) return;
    const first = warmed !== source;
    warmed = source;
    // The probe serves every engine, a custom factory's too: it starts even when nothing else can be warmed.
    if (first) probe().catch(() => undefined);
    const plan = guessPlan(source.stream, knownCaps ?? likelyCapabilities(pageWindow()), prefs);
    const { preload } = deps.engineFactory;
    if (!plan || !preload) return;
    if (first) {
      // Only the built-in hls.js engine takes a prefetched manifest (hls-prefetch-loader.ts); others fetch their
      // own. The start rendition's first files follow it from a chunk of their own (hls-startup-prefetch.ts).
      if (plan.engine === 'hls')
        prefetch.start(plan.url, () =>
          import('../engines/hls-startup-prefetch').then((chunk) =>
            chunk.startupFollower({ fetch: fetcher, estimate: bandwidth, startAt: source.startPosition }),
          ),
        );
    }
    if (!deferHls || plan.engine !== 'hls' || plan.drm) preload(plan.engine, plan.protocol);
  }

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
    const { stream: _stream, ...meta } = source;
    set({
      loading: true,
      ended: false,
      waiting: false,
      error: null,
      diagnostics: null,
      source: meta,
      engine: null,
      qualityLevels: [],
      quality: 'auto',
      activeLevel: null,
      audioTracks: [],
      subtitleTracks: [],
      interstitial: null,
      currentTime: 0,
      duration: 0,
      bufferedEnd: 0,
      live: source.kind === 'live',
      pip: { available: pipAvailable(video, source.vitrina === true), active: deps.get().pip.active },
    });
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
      const tried = fallback?.attempts ?? [];
      const plan = fallback?.plan ?? selection.plan;
      generation.plan = plan;
      let framed = false;
      // Fatal before the first frame on a clear stream: once more with the other engine, else the §8 error
      // naming every engine tried (engines/engine-fallback.ts).
      const engineError = (error: PlayerError) => {
        const attempt = attemptOf(plan.engine, error);
        const attempts = error.fatal ? [...tried, attempt] : tried;
        if (!mayFallBack(plan, error, framed)) {
          deps.onError(withAttempts(error, attempts));
          return;
        }
        // The decision is a chunk of its own, loaded only when an engine fails before its first frame.
        import('../engines/engine-fallback').then(
          (rules) => {
            if (!active()) return;
            const next = rules.decideFallback({ plan, error, firstFrame: framed, tried });
            if (!next.retryWith) deps.onError(withAttempts(error, attempts));
            else
              void start(source, resumeAt, {
                plan: rules.fallbackPlan(plan, next.retryWith, attempt),
                attempts,
              });
          },
          () => active() && deps.onError(withAttempts(error, attempts)),
        );
      };
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
      const engine = await deps.engineFactory(plan.engine, {
        fetch: fetcher,
        ...(picture ? { picture } : {}),
        takeManifest: (url) => prefetch.take(url),
        ...(bandwidth !== undefined ? { bandwidthEstimate: bandwidth } : {}),
        ...(deps.options.accessToken
          ? {
              accessToken: deps.options.accessToken,
              tokenOrigins: [deps.options.api?.origin ?? '', ...(deps.options.licenceTokenOrigins ?? [])],
            }
          : {}),
        ...(deps.options.licenceHooks ? { licenceHooks: deps.options.licenceHooks } : {}),
        callbacks: {
          error: (error) => active() && engineError(error),
          tracksChanged: () => active() && generation.tracks?.refresh(),
          levelSwitched: (level) => active() && generation.tracks?.levelSwitched(level),
          interstitial: (state) => active() && set({ interstitial: state }),
        },
      });
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
      if (deps.options.autoplay) {
        // Autoplay refused by the browser: the UI shows its play button (a viewer's gesture will work).
        video.play().catch((error: unknown) => {
          if (active() && (error as { name?: unknown } | null)?.name === 'NotAllowedError') {
            set({ showPlayButton: true });
          }
        });
      }
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
