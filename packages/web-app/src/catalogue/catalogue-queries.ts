/**
 * The catalogue's queries as its screens ask them (keys, calls, 001 §9 freshness), apart from the hooks, so the
 * session's early start (session/early-page-data.ts) can ask a start page's or a content page's data with the
 * token, the way channel-queries.ts starts a channel page's line-up, and the page then finds it in the cache.
 */
import type { Endpoints } from '../api/endpoints';
import { ApiError } from '../api/errors';
import { cachePolicy } from '../app/cache';
import { catalogueFreshness, personalRow, uncachedPage } from './cache-rules';
import type { CatalogueEndpoints } from './endpoints';
import type { RowHead } from './schemas';

/** An answer that is 404 stays 404 (an operator without rowsets, an unknown page): asking again changes nothing. */
export const notFoundIsFinal = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && count < 1;

/** 001 §7 Rowsets (variant web): the header menu's, the start page's and the search page's one query. */
export function rowsetsQuery(endpoints: Pick<Endpoints, 'rowsets'> | null, token: string | null) {
  return {
    queryKey: ['rowsets', token] as const,
    queryFn: () => endpoints!.rowsets(),
    retry: notFoundIsFinal,
    ...cachePolicy('data'),
  };
}

/** A page of rows by id or slug (a text query `q` makes it a search, never cached). */
export function pageQuery(
  api: Pick<CatalogueEndpoints, 'page'> | null,
  idOrSlug: string,
  token: string | null,
  language: string,
  q?: string,
  libraryId?: number,
) {
  return {
    queryKey: ['page', idOrSlug, q ?? '', libraryId ?? null, token, language] as const,
    queryFn: () => api!.page(idOrSlug, q, libraryId),
    retry: notFoundIsFinal,
    staleTime: catalogueFreshness(uncachedPage(idOrSlug) || Boolean(q)),
  };
}

/** The operator's similar titles of a content (issue 19), in the library it is watched in. */
export function similarQuery(
  api: Pick<CatalogueEndpoints, 'similar'> | null,
  contentId: number | null,
  libraryId: number | null,
) {
  return {
    queryKey: ['similar', contentId, libraryId] as const,
    queryFn: () => api!.similar(contentId!, libraryId),
    retry: false,
    staleTime: 15 * 60_000,
  };
}

/** Items a slider asks for: enough for the open-all tile to mean something. */
export const SLIDER_ITEMS = 20;

/** A row's first items for its slider (RowSection), in the page's library; a search's or the viewer's never cached. */
export function rowItemsQuery(
  api: Pick<CatalogueEndpoints, 'row'> | null,
  head: Pick<RowHead, 'id' | 'template'>,
  options: { search?: string; libraryId?: number; personal?: boolean } = {},
) {
  const { search, libraryId, personal = false } = options;
  return {
    queryKey: ['row', head.id, search ?? '', libraryId ?? null, 0] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      api!.row(head.id, { offset: 0, limit: SLIDER_ITEMS, search, library_id: libraryId }, signal),
    retry: 1,
    staleTime: catalogueFreshness(Boolean(search) || personal || personalRow(head.template)),
  };
}
