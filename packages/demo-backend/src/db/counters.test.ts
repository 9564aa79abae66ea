// The database counters behind every rate limit and SMS budget (issue 35 item 9). On PostgreSQL
// (DATABASE_URL) the burst below runs on five pooled connections at once; on PGlite one at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateLimitStore } from '../http/rate-limit-store';
import { freshDatabase } from '../testing/db-fixture';
import { type CounterHit, counterSweeper, countHit } from './counters';
import type { Database, Sql } from './database';

/** The count in the current window without counting (0 when none): what the test reads back. */
async function readHits(sql: Sql, key: string, nowMs: number): Promise<CounterHit> {
  const [row] = await sql.query<{ hits: number; window_start: number; window_ms: number }>(
    'SELECT hits, window_start, window_ms FROM rate_counters WHERE key = $1',
    [key],
  );
  if (!row || Number(row.window_start) + Number(row.window_ms) <= nowMs) return { hits: 0, resetAt: nowMs };
  return { hits: Number(row.hits), resetAt: Number(row.window_start) + Number(row.window_ms) };
}

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

const T = 1_767_225_600_000;

describe('countHit', () => {
  it('counts within a window and starts again when it ends', async () => {
    expect(await countHit(db, 'k1', 60_000, T)).toEqual({ hits: 1, resetAt: T + 60_000 });
    expect(await countHit(db, 'k1', 60_000, T + 59_999)).toEqual({ hits: 2, resetAt: T + 60_000 });
    expect(await readHits(db, 'k1', T + 59_999)).toEqual({ hits: 2, resetAt: T + 60_000 });
    expect(await countHit(db, 'k1', 60_000, T + 60_000)).toEqual({ hits: 1, resetAt: T + 120_000 });
    expect(await readHits(db, 'never', T)).toEqual({ hits: 0, resetAt: T });
  });

  it('counts a burst of parallel hits once each: every count from 1 to 50 exactly once', async () => {
    const hits = await Promise.all(Array.from({ length: 50 }, () => countHit(db, 'burst', 60_000, T)));
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('sweeps ended windows, at most once a minute', async () => {
    await countHit(db, 'old', 1_000, T);
    await countHit(db, 'live', 600_000, T);
    let at = T + 5_000;
    const sweep = counterSweeper(db, () => at);
    await sweep();
    const keys = async () =>
      (
        await db.query<{ key: string }>("SELECT key FROM rate_counters WHERE key IN ('old', 'live', 'later')")
      ).map((r) => r.key);
    expect(await keys()).toEqual(['live']);
    await countHit(db, 'later', 1_000, T);
    at += 30_000;
    await sweep();
    expect((await keys()).sort()).toEqual(['later', 'live']);
  });
});

describe('the rate-limit store', () => {
  const incr = (store: InstanceType<ReturnType<typeof databaseRateLimitStore>>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000, 10),
    );

  it('two instances on one database share one count', async () => {
    let now = T;
    const first = new (databaseRateLimitStore(db, () => now))({});
    const second = new (databaseRateLimitStore(db, () => now))({});
    expect(await incr(first, '203.0.113.1|/v2/auth/otp')).toEqual({ current: 1, ttl: 60_000 });
    now += 1_000;
    expect(await incr(second, '203.0.113.1|/v2/auth/otp')).toEqual({ current: 2, ttl: 59_000 });
    expect(await incr(first, '203.0.113.1|/v2/auth/otp')).toMatchObject({ current: 3 });
    expect(await incr(second, '203.0.113.2|/v2/auth/otp')).toMatchObject({ current: 1 });
  });
});
