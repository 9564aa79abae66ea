// Why: a limit kept in one process's memory lets a client that reaches two instances through a
// balancer try twice as often. These counters live in the database: one upsert bumps a key's count in
// its fixed window and returns the new count, atomically (PostgreSQL serialises the ON CONFLICT
// update on the row), so every instance on one database counts the same hits and a burst of parallel
// requests is counted in full before any of them does the work the limit guards.
import type { Sql } from './database';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the window ends (unix ms). */
  resetAt: number;
}

/** Counts one hit on `key` in a window of `windowMs` starting at its first hit. */
export async function countHit(sql: Sql, key: string, windowMs: number, nowMs: number): Promise<CounterHit> {
  const [row] = await sql.query<{ hits: number; window_start: number; window_ms: number }>(
    `INSERT INTO rate_counters AS c (key, window_start, window_ms, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.window_start + c.window_ms <= $2 THEN 1 ELSE c.hits + 1 END,
       window_start = CASE WHEN c.window_start + c.window_ms <= $2 THEN $2 ELSE c.window_start END,
       window_ms = CASE WHEN c.window_start + c.window_ms <= $2 THEN $3 ELSE c.window_ms END
     RETURNING hits, window_start, window_ms`,
    [key, nowMs, windowMs],
  );
  if (!row) throw new Error(`rate counter ${key}: the upsert returned nothing`);
  return { hits: Number(row.hits), resetAt: Number(row.window_start) + Number(row.window_ms) };
}

/**
 * Gives back a hit counted by `countHit` whose request turned out not to be what the limit counts (a
 * registration that was not a probe). Counting first and giving back after keeps a parallel burst
 * bounded: every request in flight holds its hit until it knows.
 */
export async function giveBackHit(sql: Sql, key: string): Promise<void> {
  await sql.query('UPDATE rate_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0', [key]);
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Drops windows that have ended, at most once a minute per `sweeper`, so a flood of keys (addresses,
 * phones) cannot grow the table without end. Any instance may sweep; a lost race deletes nothing twice.
 */
export function counterSweeper(sql: Sql, now: () => number): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at - last < SWEEP_EVERY_MS) return;
    last = at;
    await sql.query('DELETE FROM rate_counters WHERE window_start + window_ms <= $1', [at]);
  };
}
