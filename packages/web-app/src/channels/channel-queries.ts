/**
 * Why: the channel page cannot draw its player before the line-up and the categories have answered, and the
 * session's last start-up call (the viewer, 000 §4) says nothing they depend on — they carry only the token.
 * These are the two queries as the page asks them (keys, calls, 000 §9 freshness), so the session can start
 * them the moment the token is known, beside that last call, and the page then finds them in the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Endpoints } from '../api/endpoints';
import type { Channel } from '../api/schemas';
import { cachePolicy } from '../app/cache';
import { browserStore, KEYS, type KeyValueStore } from '../session/storage';
import { rememberCategories, rememberLineup, seedStoredAnswers } from './stored-lineup';

type ChannelEndpoints = Pick<Endpoints, 'channels' | 'categories'>;

/**
 * Slug → id of the last line-up (issue 38): a returning viewer's channel page sends its stream call before the
 * line-up is in (player/early-page-calls.ts), and the player, asking by id, takes the answer asked by slug.
 */
export function rememberChannelIds(store: KeyValueStore, channels: readonly Channel[]): void {
  const ids: Record<string, number> = {};
  for (const channel of channels) if (channel.slug) ids[channel.slug] = Number(channel.id);
  store.set(KEYS.channelIds, JSON.stringify(ids));
}

export function channelIds(store: KeyValueStore): Record<string, number> {
  try {
    const value: unknown = JSON.parse(store.get(KEYS.channelIds) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
    );
  } catch {
    return {};
  }
}

/** The slugs the last line-up gave channel `id` (the player asks by id; the address may have used a slug). */
export function slugsOf(store: KeyValueStore, id: string): string[] {
  return Object.entries(channelIds(store))
    .filter(([, value]) => String(value) === id)
    .map(([slug]) => slug);
}

export function channelsQuery(endpoints: ChannelEndpoints | null, token: string | null) {
  return {
    queryKey: ['channels', token] as const,
    queryFn: async () => {
      const channels = await endpoints!.channels();
      rememberChannelIds(browserStore(), channels);
      rememberLineup(browserStore(), token, channels);
      return channels;
    },
    enabled: endpoints !== null,
    ...cachePolicy('data'),
  };
}

export function categoriesQuery(endpoints: ChannelEndpoints | null) {
  return {
    queryKey: ['categories'] as const,
    queryFn: async () => {
      const categories = await endpoints!.categories();
      rememberCategories(browserStore(), categories);
      return categories;
    },
    enabled: endpoints !== null,
    ...cachePolicy('data'),
  };
}

/** The channel screens: /channels, /channels/{category}, /channels/{category}/{channel} (001 §2). */
export const isChannelPage = (pathname: string): boolean => /^\/channels(?:\/|$)/.test(pathname);

/**
 * Starts the channel page's data with a newly applied token, and puts the last line-up and categories this
 * browser stored into those queries meanwhile (stored-lineup.ts); nothing on any other page.
 */
export function prefetchChannelPage(
  client: Pick<QueryClient, 'prefetchQuery' | 'getQueryData' | 'setQueryData'>,
  endpoints: ChannelEndpoints,
  token: string,
  pathname: string,
  store: KeyValueStore = browserStore(),
): boolean {
  if (!isChannelPage(pathname)) return false;
  const channels = channelsQuery(endpoints, token);
  const categories = categoriesQuery(endpoints);
  void client.prefetchQuery(channels);
  void client.prefetchQuery(categories);
  seedStoredAnswers(client, { channels: channels.queryKey, categories: categories.queryKey }, store, token);
  return true;
}
