import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { freshDatabase } from '../testing/db-fixture';
import { WatchHistory } from './history';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

describe('WatchHistory', () => {
  it('maps content stat ids only', () => {
    expect(WatchHistory.contentIdOf(20_101)).toBe(101);
    expect(WatchHistory.contentIdOf('20102')).toBe(102);
    expect(WatchHistory.contentIdOf(10_001)).toBeUndefined();
    expect(WatchHistory.contentIdOf(30_501)).toBeUndefined();
    expect(WatchHistory.contentIdOf('abc')).toBeUndefined();
  });

  it('keeps the last position per user and content, with a capped percentage', async () => {
    const [one, two] = await db.query<{ id: number }>(
      "INSERT INTO users (username, is_guest, date_joined) VALUES ('h-1', false, 0), ('h-2', false, 0) RETURNING id",
    );
    const history = new WatchHistory(db, () => 0);
    expect(await history.get(one!.id, 101, 30)).toBeNull();
    await history.record(one!.id, 101, 15);
    expect(await history.get(one!.id, 101, 30)).toEqual({ seconds: 15, watch_percentage: 50 });
    await history.record(one!.id, 101, 45);
    expect(await history.get(one!.id, 101, 30)).toEqual({ seconds: 45, watch_percentage: 100 });
    expect(await history.get(two!.id, 101, 30)).toBeNull();
  });
});
