/**
 * Why: the TV timeline (schedule, §5 rules, skip, previews) is only needed once a channel is opened; the
 * player imports this module on demand so players that only show content keep a small core.
 */
export { createTimelineController } from './timeline-controller';
export { showExternalPlayer, streamTargetFor, timelineSeek } from './timeline-moves';
export { hasVitrinaStream, vitrinaIframeUrl } from './vitrina';
