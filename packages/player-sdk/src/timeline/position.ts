/**
 * Why: "where are we" has two answers on a TV channel, live or a point in the archive, and §4 fixes the
 * line between them: a position under 30 s old, or any position on a channel without archive days, is
 * live; archive positions round down to 10 s so nearby requests share one archive stream. The wall-clock
 * position (a Date) is what every UI shows, so it is derived here for both modes, preferring the
 * playlist's own program-date-time when the engine has one. When playback runs off the programme's end
 * the next programme takes over; before its start, the previous one (§4 Live and archive).
 */
import { LIVE_THRESHOLD_S, SCRUB_GRANULARITY_S } from '../constants';
import type { StreamInfo } from '../types/stream-response';
import { archiveDepthDays, nextProgramme, previousProgramme, programmeEnd } from './schedule';
import type { Programme, TimelineChannel } from './types';

export type ResolvedPosition = { kind: 'live' } | { kind: 'archive'; ts: number };

export function roundDownToGranularity(timeSec: number): number {
  return Math.floor(timeSec / SCRUB_GRANULARITY_S) * SCRUB_GRANULARITY_S;
}

/** §4: younger than LIVE_THRESHOLD_S, in the future, or on a channel without archive days → live. */
export function isLivePosition(targetSec: number, nowMs: number, channel: TimelineChannel): boolean {
  if (archiveDepthDays(channel) === 0) return true;
  return nowMs / 1000 - targetSec < LIVE_THRESHOLD_S;
}

/** A wall-clock target (unix s) as the stream to ask for: live, or archive at the rounded second. */
export function resolvePosition(
  targetSec: number,
  nowMs: number,
  channel: TimelineChannel,
): ResolvedPosition {
  if (!Number.isFinite(targetSec))
    throw new RangeError(`position must be a finite unix time, got ${targetSec}`);
  if (isLivePosition(targetSec, nowMs, channel)) return { kind: 'live' };
  return { kind: 'archive', ts: roundDownToGranularity(targetSec) };
}

export type WallClockInput =
  | {
      mode: 'live';
      nowMs: number;
      /** Seconds behind the live edge (seekable end − current time), 0 when unknown. */
      behindLiveS?: number;
      programDateTimeMs?: number | null;
    }
  | {
      mode: 'archive';
      /** Unix seconds at media time 0 of the archive stream (see archiveStreamOrigin). */
      originSec: number;
      mediaTimeS: number;
      programDateTimeMs?: number | null;
    };

export function wallClockPosition(input: WallClockInput): Date {
  if (typeof input.programDateTimeMs === 'number' && Number.isFinite(input.programDateTimeMs)) {
    return new Date(input.programDateTimeMs);
  }
  if (input.mode === 'live') return new Date(input.nowMs - Math.max(0, input.behindLiveS ?? 0) * 1000);
  return new Date((input.originSec + input.mediaTimeS) * 1000);
}

/** The wall clock of one time update: live from now and the distance to the live edge, archive from the origin. */
export function sampleWallClock(
  sample: { mediaTimeS: number; behindLiveS?: number; programDateTimeMs?: number | null },
  stream: { mode: 'live'; nowMs: number } | { mode: 'archive'; originSec: number },
): Date {
  const { programDateTimeMs } = sample;
  return stream.mode === 'live'
    ? wallClockPosition({ ...stream, behindLiveS: sample.behindLiveS, programDateTimeMs })
    : wallClockPosition({ ...stream, mediaTimeS: sample.mediaTimeS, programDateTimeMs });
}

/**
 * Where an archive stream's media time 0 sits on the wall clock and where to start in it: the operator's
 * `stream_info` says the stream is the whole programme from `start` and playback begins at `offset`;
 * without it the stream is taken to begin at the requested ts.
 */
export function archiveStreamOrigin(
  requestedTs: number,
  streamInfo: StreamInfo | undefined,
): { originSec: number; startOffsetS: number } {
  const start = streamInfo?.start;
  if (typeof start !== 'number' || !Number.isFinite(start))
    return { originSec: requestedTs, startOffsetS: 0 };
  const offset = streamInfo?.offset;
  const startOffsetS = typeof offset === 'number' && Number.isFinite(offset) ? offset : requestedTs - start;
  return { originSec: start, startOffsetS: Math.max(0, startOffsetS) };
}

/**
 * Media time for a wall-clock target inside the loaded archive stream of `programme` (media time 0 at
 * `originSec`), or null when the target lies outside it and a new archive stream is needed.
 */
export function archiveSeekTime(targetSec: number, programme: Programme, originSec: number): number | null {
  if (targetSec < programme.timestamp || targetSec >= programmeEnd(programme)) return null;
  return targetSec >= originSec ? targetSec - originSec : null;
}

/** HTMLMediaElement.HAVE_CURRENT_DATA: the element holds the picture at its current time. */
const HAVE_CURRENT_DATA = 2;

export interface SampleOrigin {
  /** The stream the sample was taken from, as `streamLoaded` numbered it; absent when the player cannot tell. */
  stream?: number;
  /** The element's readyState when the sample was taken; absent when unknown. */
  readyState?: number;
}

/**
 * Whether a time update says where the picture is. Not when it comes from a stream being replaced: once the
 * next stream is asked for (its origin already in force), the old one plays on while that stream is fetched,
 * prepared and attached, and its media time read against the new origin is a second of another programme.
 * Nor before the element has data at its current time: a new source sits at 0 until the engine moves it to
 * its start position.
 */
export function sampleCounts(sample: SampleOrigin, loadedStream: number): boolean {
  if (sample.stream !== undefined && sample.stream !== loadedStream) return false;
  return sample.readyState === undefined || sample.readyState >= HAVE_CURRENT_DATA;
}

/** §4 "The archive flag is set when the programme has ended." */
export function programmeEnded(programme: Programme, nowMs: number): boolean {
  return nowMs / 1000 >= programmeEnd(programme);
}

export type BoundaryTransition =
  | { kind: 'stay' }
  | { kind: 'next'; programme: Programme }
  | { kind: 'previous'; programme: Programme }
  /** Ran past the last known programme: the schedule has nothing to hand over to. */
  | { kind: 'out_of_schedule'; direction: 'next' | 'previous' };

/** What playback at `positionSec` means for the programme being watched. */
export function boundaryTransition(
  programmes: readonly Programme[],
  current: Programme,
  positionSec: number,
): BoundaryTransition {
  if (positionSec >= programmeEnd(current)) {
    const next = nextProgramme(programmes, current);
    return next ? { kind: 'next', programme: next } : { kind: 'out_of_schedule', direction: 'next' };
  }
  if (positionSec < current.timestamp) {
    const previous = previousProgramme(programmes, current);
    return previous
      ? { kind: 'previous', programme: previous }
      : { kind: 'out_of_schedule', direction: 'previous' };
  }
  return { kind: 'stay' };
}
