import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../test/memory-store';
import type { Category, Channel } from '../api/schemas';
import { SNAPSHOT_MAX_AGE_MS } from '../session/startup-snapshot';
import { KEYS } from '../session/storage';
import {
  rememberCategories,
  rememberLineup,
  seedStoredAnswers,
  storedCategories,
  storedLineup,
  tokenTag,
} from './stored-lineup';

const NOW = 1_800_000_000_000;
const lineup: Channel[] = [
  { id: 1, slug: 'onair-one', name: 'OnAir One' },
  { id: 2, slug: 'two', name: 'Two' },
];
const categories: Category[] = [{ id: 16, slug: 'all', name: 'All channels', channels: [1, 2] }];
const keys = { channels: ['channels', 'tok'], categories: ['categories'] };

describe('the line-up a returning viewer’s channel page is drawn from', () => {
  it('reads back the line-up asked with the same token, never with another, and never the token itself', () => {
    const store = memoryStore();
    rememberLineup(store, 'tok', lineup, NOW);
    expect(storedLineup(store, 'tok', NOW + 1000)).toEqual(lineup);
    expect(storedLineup(store, 'another-token', NOW + 1000)).toBeNull();
    expect(store.get(KEYS.lineup)).not.toContain('tok"');
    expect(tokenTag('tok')).not.toBe(tokenTag('tol'));
    rememberLineup(store, null, lineup, NOW);
    expect(storedLineup(store, 'tok', NOW)).toEqual(lineup);
  });

  it('drops what is too old, from the future, or no longer shaped like the answer', () => {
    const store = memoryStore();
    rememberLineup(store, 'tok', lineup, NOW);
    rememberCategories(store, categories, NOW);
    expect(storedLineup(store, 'tok', NOW + SNAPSHOT_MAX_AGE_MS + 1)).toBeNull();
    expect(storedCategories(store, NOW - 1)).toBeNull();
    expect(storedCategories(store, NOW)).toEqual(categories);
    const broken = JSON.stringify({ token: tokenTag('tok'), savedAt: NOW, channels: [{ id: 'one' }] });
    for (const raw of ['{', '[]', '{"token":"x"}', broken]) {
      expect(storedLineup(memoryStore({ [KEYS.lineup]: raw }), 'tok', NOW)).toBeNull();
    }
    expect(storedCategories(memoryStore({ [KEYS.categories]: '{"savedAt":1}' }), 2)).toBeNull();
  });

  it('seeds the page’s queries while their fetch runs, and the fresh answer replaces them', async () => {
    const store = memoryStore();
    rememberLineup(store, 'tok', lineup, NOW);
    rememberCategories(store, categories, NOW);
    const client = new QueryClient();
    const fresh = lineup.slice(1);
    let answer: (value: Channel[]) => void = () => undefined;
    const fetched = client.prefetchQuery({
      queryKey: keys.channels,
      queryFn: () => new Promise<Channel[]>((resolve) => (answer = resolve)),
    });
    expect(seedStoredAnswers(client, keys, store, 'tok', () => NOW)).toEqual({
      channels: true,
      categories: true,
    });
    expect(client.getQueryData(keys.channels)).toEqual(lineup);
    expect(client.getQueryData(keys.categories)).toEqual(categories);
    expect(client.getQueryState(keys.channels)?.fetchStatus).toBe('fetching');
    answer(fresh);
    await fetched;
    expect(client.getQueryData(keys.channels)).toEqual(fresh);
  });

  it('leaves a query that has data alone, and seeds nothing for another token', () => {
    const store = memoryStore();
    rememberLineup(store, 'old-token', lineup, NOW);
    const client = new QueryClient();
    client.setQueryData(keys.categories, []);
    expect(seedStoredAnswers(client, keys, store, 'tok', () => NOW)).toEqual({
      channels: false,
      categories: false,
    });
    expect(client.getQueryData(keys.channels)).toBeUndefined();
    expect(client.getQueryData(keys.categories)).toEqual([]);
  });
});
