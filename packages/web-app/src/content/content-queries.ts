/**
 * The film's queries as the content screens ask them (keys, calls, 000 §9 freshness), apart from the hooks, so
 * the session's early start (head-start.ts) can start a /watch page's two calls with the token, the way
 * channel-queries.ts starts a channel page's line-up, and the page then finds them in the cache.
 */
import type { Endpoints } from '../api/endpoints';
import { cachePolicy } from '../app/cache';

type ContentEndpoints = Pick<Endpoints, 'content' | 'contentMeta'>;

/** `libraryId`: the library the title is watched in (001 §2 `?library_id=`), sent with the call. */
export function contentQuery(
  endpoints: ContentEndpoints | null,
  id: number | null,
  libraryId: number | null = null,
) {
  return {
    queryKey: ['content', id, libraryId] as const,
    queryFn: () => endpoints!.content(id!, libraryId),
    enabled: endpoints !== null && id !== null,
    retry: false,
    ...cachePolicy('data'),
  };
}

export function contentMetaQuery(
  endpoints: ContentEndpoints | null,
  id: number | null,
  token: string | null,
  libraryId: number | null = null,
) {
  return {
    queryKey: ['content-meta', id, token, libraryId] as const,
    queryFn: () => endpoints!.contentMeta(id!, libraryId),
    enabled: endpoints !== null && id !== null,
    retry: false,
    ...cachePolicy('call'),
  };
}
