/**
 * Why: the viewer drags along a programme's progress bar and expects to land where they let go, but the
 * archive only reaches back as far as their packets allow and never past the live edge. §4: scrubbing is
 * allowed only where the channel archive allows it for that programme; the scrub time is clamped to the
 * programme's duration minus 5 s (so a drop at the very end does not immediately roll into the next
 * programme); hover time is clamped to the available range; a live or near-live target on a vitrina channel
 * goes to the external player, whose config is fetched first.
 */
import { ARCHIVE_SCRUB_OFFSET_S } from '../constants';
import { archiveAvailability, archiveDays } from './availability';
import { catchupAllowed } from './blackout';
import { SECONDS_PER_DAY } from './constants';
import { resolvePosition } from './position';
import type { Programme, TimelineChannel } from './types';
import { shouldUseExternalPlayer } from './vitrina';

export interface TimeRange {
  /** Unix seconds. */
  start: number;
  end: number;
}

/** §4: the programme is in this viewer's archive (catch-up allowed, started, purchased, within the days). */
export function canScrub(channel: TimelineChannel, programme: Programme | null, nowMs: number): boolean {
  if (!programme || !catchupAllowed(programme)) return false;
  if (archiveDays(channel).allowed <= 0) return false;
  return archiveAvailability(channel, programme.timestamp, nowMs).status === 'available';
}

/** Seconds into the programme, clamped to [0, duration − ARCHIVE_SCRUB_OFFSET_S]. */
export function clampScrubOffset(offsetS: number, durationS: number): number {
  const max = Math.max(0, durationS - ARCHIVE_SCRUB_OFFSET_S);
  if (!Number.isFinite(offsetS)) return 0;
  return Math.min(max, Math.max(0, offsetS));
}

/** What this viewer can reach on the wall clock: back to the allowed archive days, up to now. */
export function availableRange(channel: TimelineChannel, nowMs: number): TimeRange {
  const nowSec = nowMs / 1000;
  const days = Math.max(0, archiveDays(channel).allowed);
  return { start: nowSec - days * SECONDS_PER_DAY, end: nowSec };
}

export function intersectRange(a: TimeRange, b: TimeRange): TimeRange | null {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return start <= end ? { start, end } : null;
}

export function clampToRange(timeSec: number, range: TimeRange): number {
  return Math.min(range.end, Math.max(range.start, timeSec));
}

export type ScrubResult =
  | { kind: 'refused'; reason: 'archive_not_allowed' }
  | { kind: 'live' }
  | { kind: 'archive'; ts: number }
  /** Fetch the channel config and show the external (vitrina) player. */
  | { kind: 'external' };

export interface ScrubInput {
  channel: TimelineChannel;
  programme: Programme;
  /** Seconds from the programme start where the viewer let go. */
  offsetS: number;
  nowMs: number;
  adPlayingInFullMode?: boolean;
}

export function scrubTarget(input: ScrubInput): ScrubResult {
  const { channel, programme, nowMs } = input;
  const wanted = programme.timestamp + clampScrubOffset(input.offsetS, programme.duration);
  const target = Math.min(wanted, nowMs / 1000);
  const nearLiveExternal = shouldUseExternalPlayer({
    channel,
    ts: target,
    nowMs,
    adPlayingInFullMode: input.adPlayingInFullMode,
  });
  if (nearLiveExternal) return { kind: 'external' };
  const resolved = resolvePosition(target, nowMs, channel);
  if (resolved.kind === 'live') return resolved;
  if (!canScrub(channel, programme, nowMs)) return { kind: 'refused', reason: 'archive_not_allowed' };
  return resolved;
}
