// The stats surface the player and integrators use; the package index re-exports what it wants public.
export type { StatsController, StatsControllerOptions } from './controller-types';
export { createHttpStatsApi, type HttpStatsApiOptions } from './http-stats-api';
export { StatsSendError, statsRequest } from './http-stats-client';
export {
  type EpisodeEntry,
  episodeEndDue,
  type NextEpisodeOutcome,
  type NextEpisodeState,
  pickNextEpisode,
} from './next-episode';
export { playbackUpdateMarks } from './playback-events';
export type { QoeFigures } from './qoe';
export { historySeconds, isResumable, resumePosition, shouldSaveHistory } from './resume';
export {
  backoffDelayMs,
  createSendQueue,
  type SendQueue,
  type SendQueueOptions,
  type SendTask,
} from './send-queue';
export { nextStatMark } from './stat-pings';
export { createStatsController } from './stats-controller';
export { detectDeviceType, trackerPixelUrl, trackingPayload } from './tracking';
export type * from './types';
export { detectWebViewBridge, type WebViewBridge, type WebViewPlayerState } from './webview-bridge';
