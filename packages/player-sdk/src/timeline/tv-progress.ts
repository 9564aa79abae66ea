/**
 * Why: a TV progress bar is drawn over the programme, not over the media: its ends are the programme's
 * start and end, the aired part stops at the live edge, only part of it may be reachable (the viewer's
 * archive days), and the hover tooltip must never offer a time that cannot play (§4 hover clamp). This
 * derives all of that from plain inputs so any UI (ours, an integrator's, a test) draws the same bar
 * without reading engine internals.
 */
import { LIVE_THRESHOLD_S } from '../constants';
import { programmeEnd } from './schedule';
import { availableRange, canScrub, clampToRange, intersectRange, type TimeRange } from './scrub';
import { type SeekPreviews, type Thumbnail, thumbnailAt } from './seek-preview';
import type { Programme, TimelineChannel } from './types';

export interface TvProgressInput {
  channel: TimelineChannel;
  programme: Programme | null;
  mode: 'live' | 'archive';
  /** The wall-clock position, unix seconds. */
  positionSec: number;
  nowMs: number;
  /** Pointer position along the bar, 0..1, or null when not hovering. */
  hoverFraction?: number | null;
  previews?: SeekPreviews | null;
  /** Unix seconds at media time 0 of the stream the previews belong to. */
  previewOriginSec?: number | null;
}

export interface TvHover {
  timeSec: number;
  percent: number;
  thumbnail: Thumbnail | null;
}

export interface TvProgress {
  programmeStart: number;
  programmeEnd: number;
  /** Now, unix seconds: the newest second that exists. */
  liveEdge: number;
  /** The part of the programme this viewer can move to; null when scrubbing is not allowed. */
  playable: TimeRange | null;
  position: number;
  positionPercent: number;
  /** How much of the programme has aired, 0..100. */
  liveEdgePercent: number;
  playableStartPercent: number | null;
  playableEndPercent: number | null;
  canScrub: boolean;
  /** Watching behind the live edge: a "go to live" control makes sense. */
  goToLiveOffered: boolean;
  hover: TvHover | null;
}

function percentOf(timeSec: number, start: number, end: number): number {
  if (end <= start) return timeSec >= end ? 100 : 0;
  return Math.min(100, Math.max(0, ((timeSec - start) / (end - start)) * 100));
}

export function tvProgress(input: TvProgressInput): TvProgress | null {
  const { channel, programme, nowMs, positionSec } = input;
  if (!programme) return null;
  const start = programme.timestamp;
  const end = programmeEnd(programme);
  const liveEdge = nowMs / 1000;
  const scrubbable = canScrub(channel, programme, nowMs);
  const aired: TimeRange | null = liveEdge >= start ? { start, end: Math.min(end, liveEdge) } : null;
  const playable = scrubbable && aired ? intersectRange(aired, availableRange(channel, nowMs)) : null;
  const pct = (t: number): number => percentOf(t, start, end);

  let hover: TvHover | null = null;
  const fraction = input.hoverFraction;
  if (typeof fraction === 'number' && Number.isFinite(fraction)) {
    const wanted = start + Math.min(1, Math.max(0, fraction)) * (end - start);
    const reachable = playable ?? aired ?? { start, end: start };
    const timeSec = clampToRange(wanted, reachable);
    const origin = input.previewOriginSec;
    const thumbnail =
      input.previews && typeof origin === 'number' ? thumbnailAt(input.previews, timeSec - origin) : null;
    hover = { timeSec, percent: pct(timeSec), thumbnail };
  }

  return {
    programmeStart: start,
    programmeEnd: end,
    liveEdge,
    playable,
    position: positionSec,
    positionPercent: pct(positionSec),
    liveEdgePercent: pct(liveEdge),
    playableStartPercent: playable ? pct(playable.start) : null,
    playableEndPercent: playable ? pct(playable.end) : null,
    canScrub: scrubbable,
    goToLiveOffered: input.mode === 'archive' || liveEdge - positionSec >= LIVE_THRESHOLD_S,
    hover,
  };
}
