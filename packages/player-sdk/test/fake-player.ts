/**
 * A scripted player for the skin's component tests: it holds a state the test sets and records every
 * command, so each control's command and each drawn state is checked without an engine. Not exported.
 */
import { initialState } from '../src/player/initial-state';
import type { SkinPlayer, SkinState } from '../src/skin/skin-state';

export interface FakePlayer extends SkinPlayer {
  calls: string[];
  setState(patch: Partial<SkinState>): void;
}

export function fakePlayer(patch: Partial<SkinState> = {}, extra: Partial<SkinPlayer> = {}): FakePlayer {
  let state: SkinState = { ...initialState(1, false), ...patch };
  const listeners = new Set<(s: SkinState) => void>();
  const calls: string[] = [];
  const record = (call: string): void => {
    calls.push(call);
  };
  const player: FakePlayer = {
    calls,
    setState(next) {
      state = { ...state, ...next };
      for (const l of listeners) l(state);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on() {},
    off() {},
    load: async () => record('load'),
    loadChannel: async (id) => record(`loadChannel ${id}`),
    loadContent: async (id) => record(`loadContent ${id}`),
    play: async () => {
      record('play');
      player.setState({ playing: true, paused: false });
    },
    pause() {
      record('pause');
      player.setState({ playing: false, paused: true });
    },
    seek: (s) => record(`seek ${s}`),
    setVolume(v) {
      record(`volume ${v}`);
      player.setState({ volume: v, muted: v > 0 ? false : state.muted });
    },
    toggleMute() {
      record('toggleMute');
      player.setState({ muted: !state.muted });
    },
    setRate: (r) => record(`rate ${r}`),
    setQuality: (q) => record(`quality ${q}`),
    setAudioLanguage: (l) => record(`audio ${l}`),
    setSubtitleLanguage: (l) => record(`subtitles ${l}`),
    togglePictureInPicture: async () => record('pip'),
    toggleFullscreen: async () => record('fullscreen'),
    video: null,
    destroy: () => record('destroy'),
    ...extra,
  };
  return player;
}

/**
 * A playing film whose browser knows a remote device (Remote Playback's `prompt`, which the test passes), at
 * 95 s; `loaded` reports the stream the core would have chosen, as the `loadedsource` event does.
 */
export function castablePlayer(prompt: () => Promise<void>) {
  const handlers = new Map<string, (event: unknown) => void>();
  const video = document.createElement('video');
  Object.defineProperty(video, 'currentTime', { value: 95, configurable: true });
  Object.defineProperty(video, 'currentSrc', { value: 'blob:stream' });
  Object.defineProperty(video, 'remote', { value: { prompt } });
  const player = fakePlayer(
    { source: { kind: 'content', contentId: 7 }, duration: 600, playing: true, paused: false },
    {
      video,
      on: ((type: string, handler: (event: unknown) => void) => handlers.set(type, handler)) as never,
      off: (() => undefined) as never,
    },
  );
  const loaded = (protocol: 'hls' | 'dash' | 'progressive', drm?: unknown) =>
    handlers.get('loadedsource')?.({
      source: { kind: 'content' },
      plan: { url: 'https://cdn.test/film.m3u8', protocol, ...(drm ? { drm } : {}) },
    });
  return { player, loaded };
}
