/**
 * Why: whether a stalled playhead can be moved depends on where it stands in the buffered media. In a hole with
 * media buffered after it, the cure is a jump to that media; inside buffered media a small nudge; with nothing
 * ahead there is nothing to move to (the engine is fetching). Pure, over plain [start, end] pairs, so the stall
 * watchdog's tests need no element. As shaka's gap jumping does, a playhead within a hair of a range's end with
 * another range after it counts as in the hole: the browser stops there and never crosses on its own.
 */

/** One buffered range, [start, end] in seconds, as `TimeRanges` lists them (in order, not overlapping). */
export type BufferedRange = readonly [start: number, end: number];

export type PlayheadPlace =
  | { kind: 'buffered'; ahead: number }
  | { kind: 'hole'; nextStart: number }
  | { kind: 'starved' };

/** Closer than this to the end of a range, the playhead has played it out (one frame at 25 fps is 0.04 s). */
const AT_RANGE_END_S = 0.1;

export function playheadPlace(buffered: readonly BufferedRange[], currentTime: number): PlayheadPlace {
  for (const [start, end] of buffered) {
    if (start > currentTime) return { kind: 'hole', nextStart: start };
    if (currentTime < end - AT_RANGE_END_S) return { kind: 'buffered', ahead: end - currentTime };
  }
  return { kind: 'starved' };
}

/** The element's buffered ranges as pairs. */
export function bufferedRanges(ranges: TimeRanges): BufferedRange[] {
  const pairs: BufferedRange[] = [];
  for (let i = 0; i < ranges.length; i++) pairs.push([ranges.start(i), ranges.end(i)]);
  return pairs;
}
