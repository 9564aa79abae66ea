/**
 * Why: the metrics service wants a start, a few progress updates and an error report per playback (§7), on a
 * fixed schedule of watched seconds (§9): updates at 120, 300 and 600 s, then every 600 s up to 3000 s, and a
 * single 5-minute watch event at 300 s. Long sessions stop updating at 3000 s by design. The schedule is a pure
 * function of watched seconds; the small recorder below only remembers which marks were already sent.
 */
import {
  PLAYBACK_UPDATE_EVERY_S,
  PLAYBACK_UPDATE_MARKS_S,
  PLAYBACK_UPDATE_UNTIL_S,
  WATCH_FIVE_MINUTES_S,
} from '../constants';
import type { Id } from '../types/id';
import { WATCH_FIVE_MINUTES_EVENT } from './constants';
import type { QoeFigures } from './qoe';
import type { Dispatch } from './stat-pings';
import type { PlaybackErrorPayload, PlaybackStartPayload, StartType, StatsErrorInput } from './types';

/** [120, 300, 600, 1200, 1800, 2400, 3000] with the §9 constants. */
export function playbackUpdateMarks(): readonly number[] {
  const marks: number[] = [...PLAYBACK_UPDATE_MARKS_S];
  let last = marks[marks.length - 1] ?? 0;
  while (last + PLAYBACK_UPDATE_EVERY_S <= PLAYBACK_UPDATE_UNTIL_S) {
    last += PLAYBACK_UPDATE_EVERY_S;
    marks.push(last);
  }
  return marks;
}

const UPDATE_MARKS = playbackUpdateMarks();

export interface PlaybackMarks {
  updates: number[];
  fiveMinutes: boolean;
}

/** Marks in (fromS, toS]: what became due while watched time went from `fromS` to `toS`. */
export function playbackMarksBetween(fromS: number, toS: number): PlaybackMarks {
  return {
    updates: UPDATE_MARKS.filter((mark) => mark > fromS && mark <= toS),
    fiveMinutes: WATCH_FIVE_MINUTES_S > fromS && WATCH_FIVE_MINUTES_S <= toS,
  };
}

/** The next update or 5-minute mark after `afterS`, or null when the schedule is over. */
export function nextPlaybackMark(afterS: number): number | null {
  const marks = [...UPDATE_MARKS, WATCH_FIVE_MINUTES_S].filter((mark) => mark > afterS);
  return marks.length === 0 ? null : Math.min(...marks);
}

export interface PlaybackIds {
  statId: Id;
  channelId?: Id;
  contentParentId?: Id;
  contentId?: Id;
  libraryId?: Id;
  kind: string;
}

export interface PlaybackRecorder {
  started(): boolean;
  /** Sends the start once per source. */
  start(position: number, startType: StartType): void;
  nextMark(): number | null;
  /** Sends every update and the 5-minute event that `watchedS` has reached. */
  reach(watchedS: number, position: number): void;
  error(input: StatsErrorInput, position: number, qoe: QoeFigures): void;
}

export function createPlaybackRecorder(ids: PlaybackIds, dispatch: Dispatch): PlaybackRecorder {
  let reachedS = 0;
  let startSent = false;
  const { statId } = ids;

  return {
    started: () => startSent,
    start(position, startType) {
      if (startSent) return;
      startSent = true;
      const payload: PlaybackStartPayload = { statId, startType, position: roundPosition(position) };
      if (ids.channelId !== undefined) payload.channelId = ids.channelId;
      if (ids.contentParentId !== undefined) payload.contentParentId = ids.contentParentId;
      if (ids.contentId !== undefined) payload.contentId = ids.contentId;
      if (ids.libraryId !== undefined) payload.libraryId = ids.libraryId;
      dispatch({ method: 'playbackStart', payload });
    },
    nextMark: () => nextPlaybackMark(reachedS),
    reach(watchedS, position) {
      if (watchedS <= reachedS) return;
      const due = playbackMarksBetween(reachedS, watchedS);
      reachedS = watchedS;
      for (const _mark of due.updates) {
        dispatch({ method: 'playbackUpdate', payload: { statId, position: roundPosition(position) } });
      }
      if (due.fiveMinutes) {
        const value = ids.contentId ?? ids.channelId;
        dispatch({
          method: 'analytics',
          event: { ...WATCH_FIVE_MINUTES_EVENT, source: ids.kind, ...(value === undefined ? {} : { value }) },
        });
      }
    },
    error(input, position, qoe) {
      const payload: PlaybackErrorPayload = {
        statId,
        position: roundPosition(input.position ?? position),
        code: input.code,
        qoe,
      };
      if (input.errorType !== undefined) payload.errorType = input.errorType;
      if (input.serverCode !== undefined) payload.serverCode = input.serverCode;
      dispatch({ method: 'playbackError', payload });
    },
  };
}

/** Positions travel as whole seconds; a negative or non-finite position (no media yet) is 0. */
export function roundPosition(position: number): number {
  return Number.isFinite(position) && position > 0 ? Math.floor(position) : 0;
}
