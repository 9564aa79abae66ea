/**
 * Why: hls.js skips an `EXT-X-GAP` segment in the middle of a stream, but when the segment at the start position
 * is a gap it waits for media that never comes — no first frame and no fatal error (hls.js 1.7; shaka plays such
 * a stream). Reporting that case as a fatal "not supported" lets the engine fallback try shaka instead of leaving
 * the viewer on a spinner. Only before any media is known (readyState HAVE_NOTHING): once the element has
 * metadata, hls.js's own gap handling applies and nothing is reported here.
 */
import { playerError } from '../errors/codes';
import type { PlayerError } from '../errors/types';

/** How near the start position a gap must begin to block the start (one frame at 25 fps is 0.04 s). */
const AT_START_SEC = 0.5;

export interface GapStartFacts {
  /** hls.js's error details, e.g. 'fragGap'. */
  details: string;
  /** Where the gap segment starts on the media timeline. */
  fragStart: number | undefined;
  currentTime: number;
  readyState: number;
}

/** The fatal error to report when a gap blocks the start, else null (hls.js handles it). */
export function gapAtStart(facts: GapStartFacts): PlayerError | null {
  if (facts.details !== 'fragGap' || facts.fragStart === undefined) return null;
  if (facts.readyState !== 0) return null;
  if (facts.fragStart > facts.currentTime + AT_START_SEC) return null;
  return playerError('source.not_supported', true, {
    engine: 'hls',
    engineCode: facts.details,
    details: `hls.js does not start on an EXT-X-GAP segment (at ${facts.fragStart.toFixed(1)} s)`,
  });
}
