import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../../test/memory-store';
import { categoriesQuery, channelsQuery, isChannelPage, prefetchChannelPage } from './channel-queries';

const endpoints = { channels: vi.fn(async () => []), categories: vi.fn(async () => []) };

describe('channel page queries', () => {
  it('are keyed as the page asks them: the line-up per token, the categories once', () => {
    expect(channelsQuery(endpoints, 'tok').queryKey).toEqual(['channels', 'tok']);
    expect(categoriesQuery(endpoints).queryKey).toEqual(['categories']);
    expect(channelsQuery(null, null).enabled).toBe(false);
  });

  it('knows the channel screens from their paths', () => {
    expect(isChannelPage('/channels')).toBe(true);
    expect(isChannelPage('/channels/all/onair-one')).toBe(true);
    expect(isChannelPage('/channelsfree')).toBe(false);
    expect(isChannelPage('/')).toBe(false);
    expect(isChannelPage('/contents/film')).toBe(false);
  });

  it('starts the line-up and the categories with the new token on a channel page only', async () => {
    const client = {
      prefetchQuery: vi.fn(async (_options: { queryKey: unknown }) => undefined),
      getQueryData: vi.fn(() => undefined),
      setQueryData: vi.fn(),
    };
    const store = memoryStore();
    expect(prefetchChannelPage(client, endpoints, 'tok', '/', store)).toBe(false);
    expect(client.prefetchQuery).not.toHaveBeenCalled();
    expect(prefetchChannelPage(client, endpoints, 'tok', '/channels/all/onair-one', store)).toBe(true);
    const keys = client.prefetchQuery.mock.calls.map(([options]) => options.queryKey);
    expect(keys).toEqual([['channels', 'tok'], ['categories']]);
  });
});
