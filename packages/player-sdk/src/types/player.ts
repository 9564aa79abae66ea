/**
 * The player's public shapes: what a source is, the readonly state snapshot, the discrete events and the
 * commands. Engines, policies and the DOM wiring all speak these types; integrators read them first.
 */
import type { OperatorApi } from '../api/operator-api';
import type { LicenceHooks } from '../drm/licence';
import type { EngineFactory } from '../engines/engine';
import type { PlayerError } from '../errors/catalogue';
import type { Diagnostics } from '../errors/diagnostics';
import type { RedactionOptions } from '../errors/redact';
import type { PlaybackCapabilities } from '../selection/capabilities';
import type { PlaybackPlan } from '../selection/select-playback';
import type { EpisodeEntry } from '../stats/next-episode';
import type { ContentHistory, StartType, StatsApi } from '../stats/types';
import type { PlayerStorage } from '../storage/storage';
import type { TimelineChannel } from '../timeline/types';
import type { AudioTrack, QualityLevel, SubtitleTrack } from '../tracks/tracks';
import type { FeatureState } from './features';
import type { Id } from './id';
import type { StreamResponse } from './stream-response';

export type SourceKind = 'live' | 'archive' | 'content' | 'trailer';
export type EngineName = PlaybackPlan['engine'];

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
  /** Stats facts the host (or the player, through the API) knows about a content. */
  contentParentId?: Id;
  startType?: StartType;
  history?: ContentHistory;
  /** The series' episodes, for the automatic next episode. */
  episodes?: readonly EpisodeEntry[];
}

export type ErrorMessageKey = 'error_video_download' | 'error_video_codec';

export interface ScreenModeState {
  available: boolean;
  active: boolean;
}

export interface PlayerState extends FeatureState {
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
  /** `picture`: the frame came from the player's startup picture, before the engine ran (hls-startup-picture.ts). */
  firstframe: { ms: number; picture: boolean };
  offline: undefined;
  online: undefined;
  /** A transient §8 warning for the viewer (e.g. warning_archive_no_pause). */
  warning: { key: string };
};

/** Test-only knobs: shorter stat intervals (the clock the stats see runs `rate` times faster). */
export interface StatsTimings {
  rate: number;
}

export interface PlayerOptions {
  container: HTMLElement;
  api?: OperatorApi;
  storage?: PlayerStorage;
  /** Start muted (autoplay without a gesture needs it); otherwise the stored muted flag wins. */
  muted?: boolean;
  autoplay?: boolean;
  /** Prefer `hls_mbr` over `hls` when both exist. */
  preferMultiBitrate?: boolean;
  /** Sent with licence requests to the operator's own licence servers (its API's origin). */
  accessToken?: string;
  /** Further licence origins trusted with `accessToken` (a DRM vendor the operator authorises by token). */
  licenceTokenOrigins?: readonly string[];
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
  /** §4 Channel loading: an adult channel or programme asks the host; the SDK never draws a PIN screen. */
  parentalCheck?: (channel: TimelineChannel) => Promise<boolean>;
  /** A child profile lowers the adult age (§5). */
  childProfile?: boolean;
  /** Where stat pings go; default `api.stats`; false turns stats off. */
  statsApi?: StatsApi | false;
  /** The operator brand the viewer is on (000 §7 provider): the QoE console breaks viewings down by it. */
  provider?: Id;
  statsTimings?: StatsTimings;
  /** Ad media deadline (§8 402), shorter in tests. */
  adMediaTimeoutMs?: number;
  /** The operator's secret parameters and patterns, redacted from diagnostics on top of the built-in ones. */
  redaction?: RedactionOptions;
}

export interface LoadChannelOptions {
  ts?: number;
  vitrina?: boolean;
  /** The §3 channel the host already has; otherwise the player asks `api.channel`. */
  channel?: TimelineChannel;
}

export interface LoadContentOptions {
  libraryId?: Id;
  kind?: 'content' | 'trailer';
  /** Overrides the resume position read from the content's history. */
  startPosition?: number;
  contentParentId?: Id;
  startType?: StartType;
  /** The series' episodes; or `seriesId` to have the player fetch them. */
  episodes?: readonly EpisodeEntry[];
  seriesId?: Id;
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

/**
 * The commands the TV timeline, ads and stats add. `createPlayer` returns `Player & PlayerFeatureCommands`;
 * `Player` stays the minimum a UI needs, so a skin can fall back when a player lacks these.
 */
export interface PlayerFeatureCommands {
  /** Stacked archive skip of 10 s steps (§4); on other sources a plain ±10 s seek. */
  skip(direction: -1 | 1): void;
  goToLive(): void;
  /** Moves a channel to a wall-clock position, unix seconds. */
  seekTimeline(unixSec: number): void;
  hoverTimeline(fraction: number | null): void;
  /** A whole programme back or forward on a channel, stacked like skip; `end` lands on its last second. */
  stepProgramme(direction: -1 | 1, landing?: 'start' | 'end'): void;
  skipAd(): boolean;
  clickAd(): string | undefined;
  seekToPlaybackPoint(id: Id): void;
  /** The 'watch from the beginning' affordance: restart the content at 0. */
  watchFromBeginning(): void;
}

export type OnAirPlayer = Player & PlayerFeatureCommands;
