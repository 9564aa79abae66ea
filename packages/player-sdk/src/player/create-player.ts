/**
 * createPlayer: composes the pieces — a <video> it owns, the state store, media events, the load session
 * (selection → engine on demand), recovery, connectivity and the commands. Everything hangs off one lifetime
 * AbortController; destroy aborts it, tears the engine down and removes the element, and is safe to repeat.
 */
import mitt from 'mitt';
import type { OperatorApi } from '../api/operator-api';
import { DEFAULT_VOLUME, SKIP_STEP_S } from '../constants';
import { loadEngine } from '../engines/load-engine';
import type { PlayerError } from '../errors/catalogue';
import { wireConnectivity } from '../recovery/connectivity-wiring';
import { wireRecovery } from '../recovery/recovery-wiring';
import { probeCapabilities } from '../selection/capabilities';
import { attachStats } from '../stats/stats-feature';
import { createPreferences } from '../storage/preferences';
import { createGuardedStorage } from '../storage/storage';
import { attachTimeline } from '../timeline/timeline-feature';
import type { Id } from '../types/id';
import type {
  LoadContentOptions,
  OnAirPlayer,
  PlayerEvents,
  PlayerOptions,
  PlayerState,
} from '../types/player';
import { createCommands } from './commands';
import { mountVideo } from './dom';
import { attachAds } from './features/ads';
import type { FeatureContext, FeatureHooks } from './features/context';
import { browserTimers } from './features/timers';
import { initialState } from './initial-state';
import { createLoader } from './loader';
import { bindMediaState } from './media-state';
import { fullscreenAvailable } from './screen-modes';
import { createSession } from './session';
import { createStore } from './store';

export function createPlayer(options: PlayerOptions): OnAirPlayer {
  if (!options?.container || typeof options.container.append !== 'function') {
    throw new TypeError('createPlayer needs a container element');
  }
  const lifetime = new AbortController();
  const signal = lifetime.signal;
  const now = options.now ?? (() => Date.now());
  const prefs = createPreferences(options.storage ?? createGuardedStorage());
  const mounted = mountVideo(options.container, options.className);
  const { video, wrapper } = mounted;

  const muted = options.muted ?? prefs.muted() ?? false;
  const volume = prefs.volume() ?? DEFAULT_VOLUME / 100;
  video.volume = volume;
  video.muted = muted;
  const store = createStore<PlayerState>(initialState(volume, muted));
  store.set({ fullscreen: { available: fullscreenAvailable(wrapper, video), active: false } });
  const emitter = mitt<PlayerEvents>();
  const get = store.get;
  const set = (patch: Partial<PlayerState>) => {
    if (!signal.aborted) store.set(patch);
  };
  bindMediaState(video, wrapper, signal, get, set, emitter);

  const fetcher: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let onError: (error: PlayerError) => void = () => undefined;
  let onLoadStart: () => void = () => undefined;
  const session = createSession({
    video,
    lifetime: signal,
    options,
    engineFactory: options.engineFactory ?? loadEngine,
    probe: options.probeCapabilities ?? (() => probeCapabilities()),
    prefs,
    now: () => (typeof performance === 'undefined' ? now() : performance.now()),
    get,
    set,
    emitter,
    onError: (error) => onError(error),
    onLoadStart: () => onLoadStart(),
  });
  const timers = {
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (handle: never) => clearInterval(handle),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (handle: never) => clearTimeout(handle),
  };
  const recovery = wireRecovery({
    video,
    session,
    signal,
    get,
    set,
    emitter,
    now,
    ...timers,
    ...stall(options),
    ...(options.redaction ? { redaction: options.redaction } : {}),
  });
  const connectivity = wireConnectivity({
    session,
    signal,
    set,
    emitter,
    fetch: fetcher,
    baseUrl: options.connectivityBaseUrl ?? (typeof location === 'undefined' ? '' : location.origin),
    now,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
  });
  onError = (error) => {
    recovery.streamError(error);
    if (error.fatal && error.category === 'network') connectivity.check();
  };
  onLoadStart = () => recovery.reset();

  const api: OperatorApi | undefined = options.api;
  const guard =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      if (!signal.aborted) fn(...args);
    };

  let hooks: FeatureHooks[] = [];
  const loader = createLoader({ signal, session, set, emitter, features: () => hooks });
  const commands = createCommands({ video, wrapper, session, recovery, prefs, get, set, emitter });
  const ctx: FeatureContext = {
    video,
    wrapper,
    signal,
    options,
    get,
    set,
    subscribe: store.subscribe,
    emitter,
    session,
    api,
    now,
    timers: browserTimers,
    request: loader.request,
  };
  const timeline = attachTimeline(ctx);
  const ads = attachAds(ctx, { nextEpisode: () => stats.nextEpisode() });
  const loadContent = (contentId: Id, opts: LoadContentOptions = {}) =>
    loader.request((requestSignal) => stats.contentSource(contentId, opts, requestSignal));
  const stats = attachStats(ctx, { endAdCheck: () => ads.postRoll(), loadContent });
  hooks = [timeline, stats, ads];

  let destroyed = false;

  return {
    getState: get,
    subscribe: (listener) => (signal.aborted ? () => undefined : store.subscribe(listener)),
    on: (type, handler) => emitter.on(type, handler),
    off: (type, handler) => emitter.off(type, handler),
    load: loader.load,
    loadChannel: (channelId, opts) => timeline.loadChannel(channelId, opts),
    loadContent,
    async play() {
      if (signal.aborted) return;
      for (const hook of hooks) await hook.beforePlay?.();
      if (!signal.aborted) await commands.play();
    },
    pause: guard(() => {
      // Every feature hears the viewer's pause; one refusal (live without archive) keeps playing.
      const verdicts = hooks.map((hook) => hook.pause?.() ?? true);
      if (verdicts.every(Boolean)) commands.pause();
    }),
    seek: guard(commands.seek),
    setVolume: guard(commands.setVolume),
    toggleMute: guard(commands.toggleMute),
    setRate: guard(commands.setRate),
    setQuality: guard(commands.setQuality),
    setAudioLanguage: guard(commands.setAudioLanguage),
    setSubtitleLanguage: guard(commands.setSubtitleLanguage),
    togglePictureInPicture: () => (signal.aborted ? Promise.resolve() : commands.togglePictureInPicture()),
    toggleFullscreen: () => (signal.aborted ? Promise.resolve() : commands.toggleFullscreen()),
    skip: guard((direction: -1 | 1) => {
      if (timeline.owns()) timeline.skip(direction);
      else commands.seek(video.currentTime + direction * SKIP_STEP_S);
    }),
    goToLive: guard(() => timeline.goToLive()),
    seekTimeline: guard((unixSec: number) => timeline.seekTimeline(unixSec)),
    hoverTimeline: guard((fraction: number | null) => timeline.hover(fraction)),
    stepProgramme: guard((direction: -1 | 1, landing?: 'start' | 'end') =>
      timeline.stepProgramme(direction, landing),
    ),
    // A VAST roll first; else an HLS interstitial hls.js is playing (its X-RESTRICT=SKIP is honoured there).
    skipAd: () => !signal.aborted && (ads.skipAd() || (session.engine()?.skipInterstitial?.() ?? false)),
    clickAd: () => (signal.aborted ? undefined : ads.clickAd()),
    seekToPlaybackPoint: guard((id: Id) => ads.seekToPlaybackPoint(id)),
    watchFromBeginning: guard(() => stats.watchFromBeginning()),
    get video() {
      return destroyed ? null : video;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        lifetime.abort();
        void session.dispose().catch(() => undefined);
        mounted.unmount();
        store.clear();
        emitter.all.clear();
      } catch {
        // destroy never throws: whatever failed above has nothing left to hold on to.
      }
    },
  };
}

function stall(options: PlayerOptions): { stallAfterMs?: number } {
  return options.stallAfterMs === undefined ? {} : { stallAfterMs: options.stallAfterMs };
}
