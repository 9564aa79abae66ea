/** The TV timeline: live vs archive, schedule, §5 availability, scrub, skip, previews and the controller. */
export {
  type ArchiveAvailability,
  archiveAvailability,
  decidePlayback,
  isAdultAge,
  needsParentalCheck,
  type ParentalAction,
  type PlaybackDecision,
  type PlaybackRequest,
} from './availability';
export { type Blackout, blackoutFor, catchupAllowed, mattressFrom } from './blackout';
export * from './constants';
export type {
  OpenOptions,
  PlaybackSample,
  TimelineControllerOptions,
  TimelineEvents,
} from './controller-types';
export { type GuideAction, guideAction } from './guide-action';
export {
  archiveSeekTime,
  archiveStreamOrigin,
  type BoundaryTransition,
  boundaryTransition,
  isLivePosition,
  programmeEnded,
  type ResolvedPosition,
  resolvePosition,
  roundDownToGranularity,
  wallClockPosition,
} from './position';
export {
  loadSchedule,
  nextProgramme,
  previousProgramme,
  programmeAt,
  programmeEnd,
  programmeProgress,
  type ScheduleLoadResult,
  type ScheduleWindow,
  scheduleWindow,
} from './schedule';
export {
  availableRange,
  canScrub,
  clampScrubOffset,
  type ScrubResult,
  scrubTarget,
  type TimeRange,
} from './scrub';
export {
  loadSeekPreviews,
  parseScreenshotTimings,
  type SeekPoint,
  SeekPreviewError,
  type SeekPreviews,
  type Thumbnail,
  thumbnailAt,
} from './seek-preview';
export { canPause, createSkipController, type PauseVerdict, type SkipPending } from './skip';
export type { PlaybackContext, ScrubDecision, StreamTarget } from './stream-request';
export { createTimelineController, type TimelineController } from './timeline-controller';
export type { ProgrammeSummary, ScheduleStatus, TimelineState } from './timeline-state';
export { INITIAL_TIMELINE_STATE } from './timeline-state';
export { type TvHover, type TvProgress, tvProgress } from './tv-progress';
export type {
  ChannelConfig,
  ExternalPlayerConfig,
  PlatformConfig,
  Programme,
  TimelineChannel,
  TimelineErrorKey,
  TimelineTimers,
  TimelineWarningKey,
} from './types';
export {
  hasVitrinaStream,
  pictureInPictureOffered,
  shouldUseExternalPlayer,
  vitrinaIframeUrl,
} from './vitrina';
