/**
 * `@onair/player-sdk/timeline`: the timeline rules a host's programme guide needs, without the player core
 * (the window and retries of the schedule load, the programme at a second, §5 archive availability, whether
 * a channel is purchased, which ages are adult, and what a click on a programme does). Only modules the core
 * never imports live here, so publishing this entry splits nothing out of the core chunk; the player uses the
 * very same functions when it plays, and so does the web app (one source for each rule).
 */
export { isAdultAge } from './age';
export { type ArchiveAvailability, archiveAvailability, archiveDays, isPurchased } from './archive';
export { catchupAllowed } from './blackout';
export {
  ADULT_AGE,
  CHILD_AGE_CUTOFF,
  SCHEDULE_AHEAD_S,
  SCHEDULE_LOAD_ATTEMPTS,
  SCHEDULE_MIN_HOURS_BACK,
  SCHEDULE_RETRY_DELAY_MS,
} from './constants';
export { type GuideAction, guideAction } from './guide-action';
export {
  archiveDepthDays,
  type LoadScheduleOptions,
  loadSchedule,
  nextProgramme,
  programmeAt,
  programmeEnd,
  programmeProgress,
  type ScheduleLoadResult,
  type ScheduleWindow,
  scheduleWindow,
  sleepWith,
} from './schedule';
export type { Programme, TimelineChannel, TimelineTimers } from './types';
