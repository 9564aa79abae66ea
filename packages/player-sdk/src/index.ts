/**
 * @onair/player-sdk — the framework-agnostic playback core. Importing it has no side effects and touches no
 * browser globals (SSR-safe); hls.js and shaka-player are loaded on demand when a stream needs them.
 */

export { OperatorApiError } from './api/api-error';
export { createHttpOperatorApi, type HttpOperatorApiOptions } from './api/http-operator-api';
export type {
  AdEventPayload,
  ChannelStreamOptions,
  ContentMeta,
  ContentStreamOptions,
  EpisodeItem,
  OperatorApi,
  RequestOptions,
  ScheduleItem,
  StatPayload,
} from './api/operator-api';
export * as constants from './constants';
export { DrmError, drmAlert } from './drm/drm-error';
export type { Engine, EngineCallbacks, EngineContext, EngineFactory, EngineName } from './engines/engine';
export { loadEngine } from './engines/load-engine';
export type { ErrorCategory, ErrorTypeName, PlayerError } from './errors/catalogue';
// The diagnostics formatter and the redaction rules are the `./diagnostics` entry (loaded on an error only).
export type { Diagnostics } from './errors/diagnostics';
export type { RedactionOptions } from './errors/redact';
export { createPlayer } from './player/create-player';
export { type PlaybackCapabilities, probeCapabilities } from './selection/capabilities';
export { type DrmPlan, type PlaybackPlan, selectPlayback } from './selection/select-playback';
export { createHttpStatsApi } from './stats/http-stats-api';
export type { HttpStatsApiOptions, StatsApi, StatsState } from './stats/types';
export { createGuardedStorage, createMemoryStorage, type PlayerStorage } from './storage/storage';
export { preloadChannelCode } from './timeline/timeline-preload';
export type { TimelineState } from './timeline/timeline-state';
export type { ChannelConfig, ExternalPlayerConfig, PlatformConfig, TimelineChannel } from './timeline/types';
export type { AudioTrack, QualityLevel, SubtitleTrack } from './tracks/tracks';
export { PLAYBACK_RATES } from './tracks/tracks';
export type {
  ExternalPlayerState,
  FeatureState,
  PackshotState,
  PlaybackPointSlice,
  PlaybackPointState,
  RefusalState,
} from './types/features';
export type { Id } from './types/id';
export type { InterstitialState } from './types/interstitial';
export type {
  ErrorMessageKey,
  LoadChannelOptions,
  LoadContentOptions,
  LoadedSourceEvent,
  OnAirPlayer,
  Player,
  PlayerEvents,
  PlayerFeatureCommands,
  PlayerOptions,
  PlayerSource,
  PlayerState,
  ScreenModeState,
  SourceKind,
  StatsTimings,
} from './types/player';
export type { StreamResponse } from './types/stream-response';
