/**
 * The player's public shapes: what a source is, the readonly state snapshot, the discrete events and the
 * commands. Engines, policies and the DOM wiring all speak these types; integrators read them first.
 */
import type { OperatorApi } from '../api/operator-api';
import type { LicenceHooks } from '../drm/licence';
import type { EngineFactory } from '../engines/engine';
import type { PlayerError } from '../errors/catalogue';
import type { Diagnostics } from '../errors/diagnostics';
import type { PlaybackCapabilities } from '../selection/capabilities';
import type { PlaybackPlan } from '../selection/select-playback';
import type { PlayerStorage } from '../storage/storage';
import type { AudioTrack, QualityLevel, SubtitleTrack } from '../tracks/tracks';
import type { StreamResponse } from './stream-response';

export type SourceKind = 'live' | 'archive' | 'content' | 'trailer';
export type EngineName = PlaybackPlan['engine'];
export type Id = string | number;

/** The operator's stream response (§3) plus what it is and the ids stats need. */
export interface PlayerSource {
  kind: SourceKind;
  stream: StreamResponse;
  channelId?: Id;
  contentId?: Id;
  libraryId?: Id;
  /** Archive position as unix seconds (the `ts` the stream was asked for). */
  ts?: number;
  /** Vitrina (external player) channels never offer picture-in-picture (§5). */
  vitrina?: boolean;
  /** Where to start, in seconds of the media timeline (content resume). */
  startPosition?: number;
}

export type ErrorMessageKey = 'error_video_download' | 'error_video_codec';

export interface ScreenModeState {
  available: boolean;
  active: boolean;
}

export interface PlayerState {
  loading: boolean;
  playing: boolean;
  paused: boolean;
  waiting: boolean;
  ended: boolean;
  error: PlayerError | null;
  /** Shown to the viewer once errors reach 2 (§4) or on a codec problem. */
  errorMessageKey: ErrorMessageKey | null;
  codecError: boolean;
  videoError: boolean;
  hardError: boolean;
  offline: boolean;
  /** True for 3 s after connectivity came back and the source was reloaded (§4). */
  connectionRetry: boolean;
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  live: boolean;
  volume: number;
  muted: boolean;
  rate: number;
  qualityLevels: readonly QualityLevel[];
  /** The viewer's choice: a level id or 'auto'. */
  quality: number | 'auto';
  /** The level the engine plays now (under auto it moves), null when unknown. */
  activeLevel: number | null;
  audioTracks: readonly AudioTrack[];
  subtitleTracks: readonly SubtitleTrack[];
  pip: ScreenModeState;
  fullscreen: ScreenModeState;
  source: Readonly<Omit<PlayerSource, 'stream'>> | null;
  engine: EngineName | null;
  diagnostics: Diagnostics | null;
  recovery: { errorCount: number; fragErrors: number; retryCount: number };
}

export interface LoadedSourceEvent {
  source: PlayerSource;
  plan: PlaybackPlan;
}

/** Discrete happenings; continuous values live in the state snapshot. */
export type PlayerEvents = {
  error: PlayerError;
  drmerror: PlayerError;
  ended: undefined;
  trackschange: { audio: readonly AudioTrack[]; subtitles: readonly SubtitleTrack[] };
  qualitychange: { levels: readonly QualityLevel[]; quality: number | 'auto'; activeLevel: number | null };
  sourcechange: PlayerSource;
  loadedsource: LoadedSourceEvent;
  /** Milliseconds from `load()` to the first decoded frame. */
  firstframe: { ms: number };
  offline: undefined;
  online: undefined;
};

export interface PlayerOptions {
  container: HTMLElement;
  api?: OperatorApi;
  storage?: PlayerStorage;
  /** Start muted (autoplay without a gesture needs it); otherwise the stored muted flag wins. */
  muted?: boolean;
  autoplay?: boolean;
  /** Prefer `hls_mbr` over `hls` when both exist. */
  preferMultiBitrate?: boolean;
  /** Sent with licence requests where the operator expects it. */
  accessToken?: string;
  licenceHooks?: LicenceHooks;
  /** Base URL for the connectivity ping (`/robots.txt`); default: the page origin. */
  connectivityBaseUrl?: string;
  /** Playback that stops advancing for this long while not paused counts as a stall. */
  stallAfterMs?: number;
  className?: string;
  /** Tests and integrators may replace how engines are made (the default imports them on demand). */
  engineFactory?: EngineFactory;
  /** Tests inject capabilities; the default probes the browser. */
  probeCapabilities?: () => Promise<PlaybackCapabilities>;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface LoadChannelOptions {
  ts?: number;
  vitrina?: boolean;
}

export interface LoadContentOptions {
  libraryId?: Id;
  kind?: 'content' | 'trailer';
  startPosition?: number;
}

export interface Player {
  getState(): PlayerState;
  subscribe(listener: (state: PlayerState) => void): () => void;
  on<K extends keyof PlayerEvents>(type: K, handler: (event: PlayerEvents[K]) => void): void;
  off<K extends keyof PlayerEvents>(type: K, handler: (event: PlayerEvents[K]) => void): void;
  load(source: PlayerSource): Promise<void>;
  loadChannel(channelId: Id, options?: LoadChannelOptions): Promise<void>;
  loadContent(contentId: Id, options?: LoadContentOptions): Promise<void>;
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  setRate(rate: number): void;
  setQuality(level: number | 'auto'): void;
  setAudioLanguage(language: string): void;
  setSubtitleLanguage(language: string | null): void;
  togglePictureInPicture(): Promise<void>;
  toggleFullscreen(): Promise<void>;
  /** The `<video>` the player owns (for overlays and ad slots); null after destroy. */
  readonly video: HTMLVideoElement | null;
  destroy(): void;
}
