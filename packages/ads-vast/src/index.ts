/**
 * @onair/ads-vast: VAST 2–4 parsing, wrapper resolution, media selection,
 * tracking, the §8 error catalogue and log, and roll runners (our own VAST
 * runner and an IMA adapter) behind one interface. Usable without the player;
 * importing it touches no browser global (SSR-safe).
 */
export * from './constants';
export { errorAnalyticsEvent } from './error-log/analytics-event';
export {
  type AdErrorReport,
  createErrorLog,
  type ErrorLog,
  type ErrorLogOptions,
  type KeyValueStorage,
} from './error-log/error-log';
export {
  AD_ERROR_CATALOGUE,
  type AdErrorCode,
  describeAdError,
  isAdErrorCode,
  toVastError,
  VastError,
  type VastErrorDetails,
} from './errors';
export { createImaRollRunner, type ImaRollRunnerOptions } from './ima/ima-roll-runner';
export type { ImaNamespace } from './ima/ima-types';
export { LoadScriptError, type LoadScriptOptions, loadScript } from './ima/load-script';
export {
  type CanPlayTypeAnswer,
  createCanPlay,
  isHls,
  isVpaid,
  type PlayabilityOptions,
  type SelectMediaFileOptions,
  selectMediaFile,
} from './media/select-media-file';
export { type ParseVastOptions, parseVast } from './parser/parse-vast';
export { formatClock, offsetSeconds, parseClock, parseOffset } from './parser/time';
export type { FetchLike, Timers } from './resolver/fetch-vast';
export { sortForPlay } from './resolver/play-order';
export { type ResolveVastOptions, resolveVast, type VastResolution } from './resolver/resolve-vast';
export { isCoolingDown, rollFailedEntirely } from './roll/cooldown';
export { mediaErrorToAdCode, playRejectionToAdCode } from './roll/media-error';
export { createRollRunner, type RollRunner, type RollRunnerOptions } from './roll/roll-runner';
export * from './roll/types';
export {
  CLICK_THROUGH_REFUSED,
  type ClickThroughCheck,
  checkClickThrough,
  safeClickThrough,
} from './tracking/click-through';
export {
  type CompanionTracker,
  type CompanionTrackerOptions,
  companionsOf,
  trackCompanion,
} from './tracking/companion-tracker';
export { fillMacros, type MacroContext, vastErrorCodeForUrl } from './tracking/macros';
export { createPixelSender, type SendPixel } from './tracking/send-pixel';
export { createTracker, type Tracker, type TrackerEvent, type TrackerOptions } from './tracking/tracker';
export type * from './types';
export { browserXmlParser, loadXmlParser, type XmlParser } from './xml/xml-parser';
