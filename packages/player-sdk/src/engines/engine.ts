/**
 * The one small surface every playback engine (hls.js, shaka-player, native <video>) offers the player.
 * Engines live in their own files and are imported only when a plan picks them, so the core chunk never
 * carries hls.js or shaka. Every engine reports through `EngineCallbacks` and stops reporting once the
 * signal it was attached with aborts, which is how a replaced engine's late events are ignored.
 */
import type { LicenceHooks } from '../drm/licence';
import type { PlayerError } from '../errors/catalogue';
import type { PlaybackPlan } from '../selection/select-playback';
import type { AudioTrack, QualityLevel, SubtitleTrack } from '../tracks/tracks';
import type { InterstitialState } from '../types/interstitial';
import type { StartupPicture } from './hls-startup-picture';
import type { PrefetchedManifest } from './manifest-prefetch';

export type EngineName = PlaybackPlan['engine'];

export interface EngineCallbacks {
  /** Every engine error, fatal or not, already normalised into the catalogue. */
  error(error: PlayerError): void;
  /** Levels or audio/subtitle tracks appeared or changed. */
  tracksChanged(): void;
  /** The level being played changed (ABR or a manual choice). */
  levelSwitched(levelId: number): void;
  /** An HLS interstitial started (its state) or the primary content resumed (null); hls.js only. */
  interstitial?(state: InterstitialState | null): void;
}

export interface EngineContext {
  callbacks: EngineCallbacks;
  fetch: typeof fetch;
  accessToken?: string;
  /** Where the access token may go with licence requests (see drm/bytes.ts withAccessToken). */
  tokenOrigins?: readonly string[];
  licenceHooks?: LicenceHooks;
  /** The manifest the player fetched while this engine's chunk loaded, handed out once (null: none). */
  takeManifest?(url: string): Promise<PrefetchedManifest | null> | null;
  /** The bandwidth the previous engine measured (bit/s), so a channel switch starts at a fitting rendition. */
  bandwidthEstimate?: number;
  /** The MediaSource the player's startup picture already plays on the element, for hls.js to adopt. */
  picture?: StartupPicture;
}

export interface Engine {
  readonly name: EngineName;
  /** Takes over the element until `signal` aborts or `destroy` runs. */
  attach(video: HTMLVideoElement, signal: AbortSignal): void;
  load(plan: PlaybackPlan, startPosition?: number): Promise<void>;
  levels(): QualityLevel[];
  /** The level playing now, or null when unknown (native playback). */
  currentLevel(): number | null;
  setLevel(level: number | 'auto'): void;
  audioTracks(): AudioTrack[];
  selectAudioTrack(id: string): void;
  subtitleTracks(): SubtitleTrack[];
  /** null turns subtitles off. */
  selectSubtitleTrack(id: string | null): void;
  /** Asked by the recovery policy after a fatal media error. */
  recoverMediaError(): void;
  /** Asked by the recovery policy after a fatal network error or a 404. */
  restartLoad(): void;
  /** Ends the HLS interstitial playing now unless it forbids skipping; false when nothing was skipped. */
  skipInterstitial?(): boolean;
  /** The engine's current bandwidth estimate in bit/s, when it has measured one. */
  bandwidthEstimate?(): number | null;
  /** Idempotent; releases MediaSource, MediaKeys and pending requests; never throws. */
  destroy(): Promise<void>;
}

export interface EngineFactory {
  (name: EngineName, context: EngineContext): Promise<Engine>;
  /**
   * Starts downloading an engine's chunk before a plan is final; a wrong guess only costs that download. A
   * factory that preloads also gets its hls engine's manifest prefetched (`EngineContext.takeManifest`).
   * `playlist`: the clear HLS playlist's text on its way, so hls.js's build can be chosen from it (the full
   * build when it is absent).
   */
  preload?(name: EngineName, protocol?: PlaybackPlan['protocol'], playlist?: Promise<string | null>): void;
}
