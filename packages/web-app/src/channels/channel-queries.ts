/**
 * Why: the channel page cannot draw its player before the line-up and the categories have answered, and the
 * session's last start-up call (the viewer, 000 §4) says nothing they depend on — they carry only the token.
 * These are the two queries as the page asks them (keys, calls, 000 §9 freshness), so the session can start
 * them the moment the token is known, beside that last call, and the page then finds them in the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Endpoints } from '../api/endpoints';
import { cachePolicy } from '../app/cache';

type ChannelEndpoints = Pick<Endpoints, 'channels' | 'categories'>;

export function channelsQuery(endpoints: ChannelEndpoints | null, token: string | null) {
  return {
    queryKey: ['channels', token] as const,
    queryFn: () => endpoints!.channels(),
    enabled: endpoints !== null,
    ...cachePolicy('data'),
  };
}

export function categoriesQuery(endpoints: ChannelEndpoints | null) {
  return {
    queryKey: ['categories'] as const,
    queryFn: () => endpoints!.categories(),
    enabled: endpoints !== null,
    ...cachePolicy('data'),
  };
}

/** The channel screens: /channels, /channels/{category}, /channels/{category}/{channel} (001 §2). */
export const isChannelPage = (pathname: string): boolean => /^\/channels(?:\/|$)/.test(pathname);

/** Starts the channel page's data with a newly applied token; nothing on any other page. */
export function prefetchChannelPage(
  client: Pick<QueryClient, 'prefetchQuery'>,
  endpoints: ChannelEndpoints,
  token: string,
  pathname: string,
): boolean {
  if (!isChannelPage(pathname)) return false;
  void client.prefetchQuery(channelsQuery(endpoints, token));
  void client.prefetchQuery(categoriesQuery(endpoints));
  return true;
}
