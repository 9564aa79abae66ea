/**
 * createPlayer: composes the pieces — a <video> it owns, the state store, media events, the load session
 * (selection → engine on demand), recovery, connectivity and the commands. Everything hangs off one lifetime
 * AbortController; destroy aborts it, tears the engine down and removes the element, and is safe to repeat.
 */
import mitt from 'mitt';
import type { OperatorApi } from '../api/operator-api';
import { DEFAULT_VOLUME } from '../constants';
import { loadEngine } from '../engines/load-engine';
import type { PlayerError } from '../errors/catalogue';
import { probeCapabilities } from '../selection/capabilities';
import { createPreferences } from '../storage/preferences';
import { createGuardedStorage } from '../storage/storage';
import type { Player, PlayerEvents, PlayerOptions, PlayerSource, PlayerState } from '../types/player';
import { createCommands } from './commands';
import { wireConnectivity } from './connectivity-wiring';
import { mountVideo } from './dom';
import { initialState } from './initial-state';
import { bindMediaState } from './media-state';
import { wireRecovery } from './recovery-wiring';
import { fullscreenAvailable } from './screen-modes';
import { createSession } from './session';
import { createStore } from './store';

export function createPlayer(options: PlayerOptions): Player {
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

  // A newer request (by id or by source) supersedes a stream fetch still in flight.
  let pendingRequest: AbortController | null = null;
  const supersede = (): AbortSignal => {
    pendingRequest?.abort();
    const request = new AbortController();
    pendingRequest = request;
    // Destroy aborts it too (AbortSignal.any is missing on older Safari).
    signal.addEventListener('abort', () => request.abort(), { once: true, signal: request.signal });
    return request.signal;
  };

  async function load(source: PlayerSource): Promise<void> {
    if (signal.aborted) return;
    pendingRequest?.abort();
    if (!source || typeof source !== 'object' || !source.stream || typeof source.stream !== 'object') {
      throw new TypeError('load() needs a source with a stream response');
    }
    await session.load(source);
  }

  async function fromApi(request: (requestSignal: AbortSignal) => Promise<PlayerSource>): Promise<void> {
    if (signal.aborted) return;
    if (!api) throw new Error('loadChannel/loadContent need an OperatorApi: pass `api` to createPlayer');
    const requestSignal = supersede();
    set({ loading: true });
    let source: PlayerSource;
    try {
      source = await request(requestSignal);
    } catch (error) {
      if (requestSignal.aborted) return;
      const carried = (error as { playerError?: PlayerError }).playerError;
      if (!carried) throw error;
      set({ loading: false, error: carried });
      emitter.emit('error', carried);
      return;
    }
    if (requestSignal.aborted) return;
    await load(source);
  }

  const commands = createCommands({ video, wrapper, session, recovery, prefs, get, set, emitter });
  let destroyed = false;

  return {
    getState: get,
    subscribe: (listener) => (signal.aborted ? () => undefined : store.subscribe(listener)),
    on: (type, handler) => emitter.on(type, handler),
    off: (type, handler) => emitter.off(type, handler),
    load,
    loadChannel: (channelId, { ts, vitrina } = {}) =>
      fromApi(async (requestSignal) => ({
        kind: ts === undefined ? 'live' : 'archive',
        stream: await (api as OperatorApi).channelStream(channelId, { ts, signal: requestSignal }),
        channelId,
        ...(ts !== undefined ? { ts } : {}),
        ...(vitrina !== undefined ? { vitrina } : {}),
      })),
    loadContent: (contentId, { libraryId, kind, startPosition } = {}) =>
      fromApi(async (requestSignal) => ({
        kind: kind ?? 'content',
        stream: await (api as OperatorApi).contentStream(contentId, { libraryId, signal: requestSignal }),
        contentId,
        ...(libraryId !== undefined ? { libraryId } : {}),
        ...(startPosition !== undefined ? { startPosition } : {}),
      })),
    play: () => (signal.aborted ? Promise.resolve() : commands.play()),
    pause: guard(commands.pause),
    seek: guard(commands.seek),
    setVolume: guard(commands.setVolume),
    toggleMute: guard(commands.toggleMute),
    setRate: guard(commands.setRate),
    setQuality: guard(commands.setQuality),
    setAudioLanguage: guard(commands.setAudioLanguage),
    setSubtitleLanguage: guard(commands.setSubtitleLanguage),
    togglePictureInPicture: () => (signal.aborted ? Promise.resolve() : commands.togglePictureInPicture()),
    toggleFullscreen: () => (signal.aborted ? Promise.resolve() : commands.toggleFullscreen()),
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
