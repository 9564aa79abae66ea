/**
 * Why: the operator bills and ranks by seconds watched (§7 Send stat: stat id, seconds, every 30 s). Each ping
 * carries the whole seconds watched since the previous one, so the pings of a session add up to the watch
 * time, and the final ping on stop, switch, destroy or a hidden page carries the remainder: nothing watched
 * is lost and nothing is counted twice. Marks are in watched seconds (see watch-clock), not wall time.
 */
import { STATS_INTERVAL_S } from '../constants';
import type { Id } from '../types/id';
import type { StatsCall } from './types';

/** The next 30 s mark of watched time strictly after `afterS`. */
export function nextStatMark(afterS: number): number {
  return (Math.floor(afterS / STATS_INTERVAL_S) + 1) * STATS_INTERVAL_S;
}

/** Whole seconds watched that no ping has carried yet. */
export function unsentStatSeconds(watchedS: number, sentS: number): number {
  return Math.max(0, Math.floor(watchedS) - sentS);
}

export type Dispatch = (call: StatsCall) => void;

export interface StatPinger {
  /** Watched second at which the next regular ping is due. */
  nextMark(): number;
  /** Sends the regular ping once `watchedS` has reached the next mark. */
  reach(watchedS: number): void;
  /** Sends whatever is unsent (stop, switch, destroy, page hidden); returns the seconds sent. */
  flush(watchedS: number): number;
  sentSeconds(): number;
}

export function createStatPinger(statId: Id, dispatch: Dispatch): StatPinger {
  let sentS = 0;
  let mark = nextStatMark(0);

  function send(watchedS: number): number {
    const seconds = unsentStatSeconds(watchedS, sentS);
    if (seconds > 0) {
      sentS += seconds;
      dispatch({ method: 'stat', statId, seconds });
    }
    return seconds;
  }

  return {
    nextMark: () => mark,
    reach(watchedS) {
      if (watchedS < mark) return;
      send(watchedS);
      mark = nextStatMark(watchedS);
    },
    flush(watchedS) {
      const seconds = send(watchedS);
      // An early ping (hidden page) does not move the 30 s grid: the next regular ping carries the rest.
      if (watchedS >= mark) mark = nextStatMark(watchedS);
      return seconds;
    },
    sentSeconds: () => sentS,
  };
}
