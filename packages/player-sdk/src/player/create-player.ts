/**
 * createPlayer: composes the pieces — a <video> it owns, the state store, media events, the load session
 * (selection → engine on demand), recovery, connectivity and the commands. Everything hangs off one lifetime
 * AbortController; destroy aborts it, tears the engine down and removes the element, and is safe to repeat.
 */
import mitt from 'mitt';
import type { OperatorApi } from '../api/operator-api';
import { SKIP_STEP_S } from '../constants';
import { loadEngine } from '../engines/load-engine';
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
import { attachAds } from './features/ads';
import type { FeatureContext, FeatureHooks } from './features/context';
import { browserTimers } from './features/timers';
import { createLoader } from './loader';
import { bindMediaState } from './media-state';
import { mountPlayerMedia } from './player-media';
import { createSession } from './session';
import { type StreamHealth, wireStreamHealth } from './stream-health';

export function createPlayer(options: PlayerOptions): OnAirPlayer {
  if (!options?.container || typeof options.container.append !== 'function') {
    throw new TypeError('createPlayer needs a container element');
  }
  const lifetime = new AbortController();
  const signal = lifetime.signal;
  const now = options.now ?? (() => Date.now());
  const prefs = createPreferences(options.storage ?? createGuardedStorage());
  const { mounted, store } = mountPlayerMedia(options, prefs);
  const { video, wrapper } = mounted;
  const emitter = mitt<PlayerEvents>();
  const get = store.get;
  const set = (patch: Partial<PlayerState>) => {
    if (!signal.aborted) store.set(patch);
  };
  bindMediaState(video, wrapper, signal, get, set, emitter);

  const fetcher: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let health: StreamHealth | undefined;
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
    // The session's first load comes after the wiring below is made.
    onError: (error) => health?.streamError(error),
    onLoadStart: () => health?.recovery.reset(),
  });
  health = wireStreamHealth({ video, session, signal, get, set, emitter, now }, options, fetcher);
  const recovery = health.recovery;

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
