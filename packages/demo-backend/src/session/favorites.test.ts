import { describe, expect, it } from 'vitest';
import { Favorites } from './favorites';

describe('Favorites', () => {
  it('adds once per object, lists per user and removes by id', () => {
    const favorites = new Favorites();
    const channel = favorites.add(1, { kind: 'channel', id: 5 });
    expect(channel).toMatchObject({ object_id: 5, channel_id: 5, content_id: null });
    expect(favorites.add(1, { kind: 'channel', id: 5 }).id).toBe(channel.id);
    favorites.add(1, { kind: 'content', id: 101 });
    expect(favorites.list(1).map((f) => f.object_id)).toEqual([5, 101]);
    expect(favorites.list(2)).toEqual([]);
    expect(favorites.remove(2, channel.id)).toBe(false);
    expect(favorites.remove(1, channel.id)).toBe(true);
    expect(favorites.list(1).map((f) => f.object_id)).toEqual([101]);
  });
});
