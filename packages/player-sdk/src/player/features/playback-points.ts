/**
 * Why (§3 Playback point): the operator marks moments of a content (an intro to skip, the credits) in ms,
 * often without an end; the state shows a point's button only while the playback point is inside its window.
 * Pure: normalise once per source, then ask which are current at a media time.
 */
import { DEFAULT_HIGHLIGHT_MS } from '../../constants';
import type { PlaybackPointSlice } from '../../types/features';
import type { PlaybackPoint } from '../../types/stream-response';

const ACTIONS = new Set(['skip', 'start', 'next', 'finish']);

/** Points with a known action, in media seconds; an unknown action or a bad start is dropped. */
export function normalisePlaybackPoints(points: readonly PlaybackPoint[] | undefined): PlaybackPointSlice[] {
  const out: PlaybackPointSlice[] = [];
  (points ?? []).forEach((point, index) => {
    const action = point.button?.action;
    if (!action || !ACTIONS.has(action) || !Number.isFinite(point.start) || point.start < 0) return;
    const endMs =
      typeof point.end === 'number' && point.end > point.start
        ? point.end
        : point.start + DEFAULT_HIGHLIGHT_MS;
    out.push({
      id: index,
      type: point.type,
      start: point.start / 1000,
      end: endMs / 1000,
      button: {
        action: action as PlaybackPointSlice['button']['action'],
        label: point.button?.label ?? point.type,
      },
    });
  });
  return out;
}

export function activePlaybackPoints(
  points: readonly PlaybackPointSlice[],
  timeS: number,
): PlaybackPointSlice[] {
  return points.filter((p) => timeS >= p.start && timeS < p.end);
}

/** True when the lists name the same points (the state is not republished every time update). */
export function samePoints(a: readonly PlaybackPointSlice[], b: readonly PlaybackPointSlice[]): boolean {
  return a.length === b.length && a.every((p, i) => p.id === b[i]?.id);
}
