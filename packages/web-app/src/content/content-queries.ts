/**
 * The film's queries as the content screens ask them (keys, calls, 000 §9 freshness), apart from the hooks, so
 * the session's early start (head-start.ts) can start a /watch page's two calls with the token, the way
 * channel-queries.ts starts a channel page's line-up, and the page then finds them in the cache.
 */
import type { Endpoints } from '../api/endpoints';
import { cachePolicy } from '../app/cache';

type ContentEndpoints = Pick<Endpoints, 'content' | 'contentMeta'>;

export function contentQuery(endpoints: ContentEndpoints | null, id: number | null) {
  return {
    queryKey: ['content', id] as const,
    queryFn: () => endpoints!.content(id!),
    enabled: endpoints !== null && id !== null,
    retry: false,
    ...cachePolicy('data'),
  };
}

export function contentMetaQuery(
  endpoints: ContentEndpoints | null,
  id: number | null,
  token: string | null,
) {
  return {
    queryKey: ['content-meta', id, token] as const,
    queryFn: () => endpoints!.contentMeta(id!),
    enabled: endpoints !== null && id !== null,
    retry: false,
    ...cachePolicy('call'),
  };
}
