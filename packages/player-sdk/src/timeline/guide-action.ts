/**
 * Why: a programme guide must say, before any click, what a click on each programme does (§5): a future
 * programme cannot play (error_schedule_from_future), the one on air plays live, a past one opens the
 * archive at its start only if catch-up is allowed and the §5 archive rule lets this viewer open it; within
 * the base packet's days it is offered for subscription (warning_archive_subscribe), otherwise it is banned
 * (error_schedule_copyright_banned). The player's `decidePlayback` applies the same pieces when it plays.
 */
import { archiveAvailability } from './archive';
import { catchupAllowed } from './blackout';
import { programmeEnd } from './schedule';
import type { Programme, TimelineChannel } from './types';

export type GuideAction =
  | { kind: 'live' }
  | { kind: 'archive'; ts: number }
  | {
      kind: 'refused';
      key: 'error_schedule_from_future' | 'error_schedule_copyright_banned' | 'warning_archive_subscribe';
    };

export function guideAction(channel: TimelineChannel, programme: Programme, nowMs: number): GuideAction {
  const nowSec = nowMs / 1000;
  if (programme.timestamp > nowSec) return { kind: 'refused', key: 'error_schedule_from_future' };
  if (nowSec < programmeEnd(programme)) return { kind: 'live' };
  if (!catchupAllowed(programme)) return { kind: 'refused', key: 'error_schedule_copyright_banned' };
  const { status, baseAllows } = archiveAvailability(channel, programme.timestamp, nowMs);
  if (status === 'available') return { kind: 'archive', ts: programme.timestamp };
  if (baseAllows) return { kind: 'refused', key: 'warning_archive_subscribe' };
  return { kind: 'refused', key: 'error_schedule_copyright_banned' };
}
