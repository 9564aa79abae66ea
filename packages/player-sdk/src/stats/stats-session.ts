/**
 * Why: everything the stats remember about ONE loaded source lives in one object that a switch simply
 * replaces, so nothing from the previous channel or episode can leak into the next one's pings.
 */
import { HISTORY_SAVE_FROM_S } from '../constants';
import { createPlaybackRecorder, type PlaybackRecorder } from './playback-events';
import { createQoeTracker, type QoeTracker, reduceQoe } from './qoe';
import { isResumable } from './resume';
import { createStatPinger, type Dispatch, type StatPinger } from './stat-pings';
import type { StartType, StatsSource, StatsView } from './types';
import { createWatchClock, type WatchClock } from './watch-clock';

export interface StatsSession {
  source: StatsSource;
  clock: WatchClock;
  qoe: QoeTracker;
  /** Null when the source has no stat id: nothing is pinged or recorded for it. */
  pinger: StatPinger | null;
  recorder: PlaybackRecorder | null;
  /** The 10 s history mark was reached. */
  historyStarted: boolean;
  /** Media seconds, from the last timeupdate or seek. */
  position: number;
  duration: number;
  resumeShown: boolean;
  /** The start tracking call went out. */
  tracked: boolean;
  episodeEnd: AbortController | null;
  /** The viewing: a new id at every load; its calls are numbered from 0 (`nextSeq`). */
  view: StatsView;
  nextSeq: number;
  /** An error was reported (ending before the first frame is then a failure, not an exit), or the exit ping went. */
  exitDecided: boolean;
}

/**
 * A viewing id: 128 random bits as hex. `crypto.getRandomValues` exists in every browser context (unlike
 * `randomUUID`, secure contexts only); without it (an old runtime) Math.random still tells viewings apart.
 */
export function newViewId(): string {
  const bytes = new Uint8Array(16);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function')
    crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createStatsSession(
  source: StatsSource,
  nowMs: number,
  hidden: boolean,
  dispatch: Dispatch,
  device?: number,
): StatsSession {
  const statId = source.stream.stat?.id;
  const ids = {
    kind: source.kind,
    channelId: source.channelId,
    contentId: source.contentId,
    contentParentId: source.contentParentId,
    libraryId: source.libraryId,
  };
  return {
    source,
    clock: createWatchClock({ hidden }, nowMs),
    qoe: reduceQoe(createQoeTracker(), { type: 'load', at: nowMs }),
    pinger: statId === undefined ? null : createStatPinger(statId, dispatch),
    recorder: statId === undefined ? null : createPlaybackRecorder({ statId, ...ids }, dispatch),
    historyStarted: false,
    position: source.startPosition ?? 0,
    duration: Number.NaN,
    resumeShown: false,
    tracked: false,
    episodeEnd: null,
    view: {
      id: newViewId(),
      kind: source.kind,
      ...(source.channelId !== undefined ? { channelId: source.channelId } : {}),
      ...(source.contentId !== undefined ? { contentId: source.contentId } : {}),
      ...(device !== undefined ? { device } : {}),
    },
    nextSeq: 0,
    exitDecided: false,
  };
}

/** The host's own start type wins; a content started at a resumable position is a resume. */
export function sessionStartType(source: StatsSource): StartType {
  if (source.startType) return source.startType;
  if (source.kind === 'content' && isResumable(source.startPosition ?? Number.NaN)) return 'resume';
  return source.kind;
}

/** The nearest watched-time mark anything waits for, or null when nothing is due any more. */
export function nextSessionMark(session: StatsSession): number | null {
  const marks = [session.pinger?.nextMark(), session.recorder?.nextMark() ?? undefined];
  if (!session.historyStarted) marks.push(HISTORY_SAVE_FROM_S);
  const due = marks.filter((mark): mark is number => typeof mark === 'number');
  return due.length === 0 ? null : Math.min(...due);
}
