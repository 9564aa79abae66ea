// @fastify/rate-limit's counts kept in the database instead of one process's memory (issue 35 item
// 9): two backend instances on one PostgreSQL share each client's budget, so a client spreading its
// guesses across them gets no more tries than against one. The counting is db/counters.ts.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { counterSweeper, countHit } from '../db/counters';
import type { Sql } from '../db/database';

/** A store class for the plugin's `store` option, counting in `sql` by the app's clock. */
export function databaseRateLimitStore(sql: Sql, now: () => number): FastifyRateLimitStoreCtor {
  const sweep = counterSweeper(sql, now);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(sql, `route:${key}`, timeWindow, now()).then(
        (hit) => {
          callback(null, { current: hit.hits, ttl: Math.max(0, hit.resetAt - now()) });
          // Housekeeping after the answer; a failed sweep is simply tried again a minute later.
          sweep().catch(() => undefined);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Every route shares the table; the key already names the route. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
