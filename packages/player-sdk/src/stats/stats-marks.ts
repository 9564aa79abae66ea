/**
 * Why: the watched-time marks (stat ping, playback update, 5-minute event, history) fall due as seconds
 * are watched, and the clock stands still while paused, buffering, in an ad or hidden. So ONE timer waits
 * for the nearest due mark, set again whenever the watch facts change; none runs while nothing counts.
 */
import { HISTORY_SAVE_FROM_S } from '../constants';
import { historySeconds } from './resume';
import type { StatsCore } from './stats-core';
import type { StatsSends } from './stats-sends';
import { nextSessionMark } from './stats-session';
import { isCounting } from './watch-clock';

export interface StatsMarks {
  /** Sets the one timer for the nearest due mark, or none. */
  schedule(): void;
  clear(): void;
}

export function createStatsMarks(core: StatsCore, sends: StatsSends): StatsMarks {
  const { timers } = core.options;
  let markTimer: unknown = null;

  function clear(): void {
    if (markTimer !== null) timers.clearTimeout(markTimer);
    markTimer = null;
  }

  function schedule(): void {
    clear();
    const session = core.session;
    if (!session || !isCounting(session.clock)) return;
    const mark = nextSessionMark(session);
    if (mark === null) return;
    markTimer = timers.setTimeout(reachMarks, Math.max(1, Math.ceil((mark - core.watched()) * 1000)));
  }

  function reachMarks(): void {
    markTimer = null;
    const session = core.session;
    if (!session) return;
    const seconds = core.watched();
    const pingedBefore = session.pinger?.sentSeconds() ?? 0;
    session.pinger?.reach(seconds);
    session.recorder?.reach(seconds, session.position);
    const pinged = (session.pinger?.sentSeconds() ?? 0) > pingedBefore;
    if (seconds >= HISTORY_SAVE_FROM_S && (!session.historyStarted || pinged)) sends.saveHistory();
    core.publish({ historySeconds: historySeconds(seconds, session.position) });
    schedule();
  }

  return { schedule, clear };
}
