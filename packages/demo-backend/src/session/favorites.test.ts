import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { freshDatabase } from '../testing/db-fixture';
import { Favorites } from './favorites';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

describe('Favorites', () => {
  it('adds once per object, lists per user and removes by id', async () => {
    const [one, two] = await db.query<{ id: number }>(
      "INSERT INTO users (username, is_guest, date_joined) VALUES ('fav-1', false, 0), ('fav-2', false, 0) RETURNING id",
    );
    const favorites = new Favorites(db, () => 0);
    const channel = await favorites.add(one!.id, { kind: 'channel', id: 5 });
    expect(channel).toMatchObject({ object_id: 5, channel_id: 5, content_id: null });
    expect((await favorites.add(one!.id, { kind: 'channel', id: 5 })).id).toBe(channel.id);
    await favorites.add(one!.id, { kind: 'content', id: 101 });
    expect((await favorites.list(one!.id)).map((f) => f.object_id)).toEqual([5, 101]);
    expect(await favorites.list(two!.id)).toEqual([]);
    expect(await favorites.remove(two!.id, channel.id)).toBe(false);
    expect(await favorites.remove(one!.id, channel.id)).toBe(true);
    expect((await favorites.list(one!.id)).map((f) => f.object_id)).toEqual([101]);
  });
});
