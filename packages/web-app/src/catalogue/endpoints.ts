/**
 * The catalogue calls of 001 §7 (Page load, Row, Row with filters, Countries and genres, Search
 * suggestions, Send to search history, Person row, Content similar, Program info) over the demo backend's paths (its
 * README, "Catalogue: rowsets, rows, search").
 */
import { z } from 'zod';
import type { ApiClient } from '../api/http';
import { anyBody, contentSchema, programmeSchema } from '../api/schemas';
import { sortedByName } from './filter-options';
import {
  filterAnswerSchema,
  namedSchema,
  pageSchema,
  personRowSchema,
  rowSchema,
  suggestionSchema,
} from './schemas';

/**
 * 001 §4 Rows and filters, §7: "Country and genre load failures only log to the console" — no alert (the call
 * is quiet); the filter offers only "any" until the list loads on the next visit or language change.
 */
function onlyLogged<T>(what: string, answer: Promise<T>): Promise<T> {
  return answer.catch((error: unknown) => {
    console.warn(`[onair] the ${what} list failed to load`, error);
    throw error;
  });
}

const seg = (value: string | number) => encodeURIComponent(String(value));

export interface RowAskParams {
  offset: number;
  limit: number;
  search?: string;
  library_id?: number;
}

export type FilterParams = {
  offset: number;
  limit: number;
  content_type?: string;
  main_genre?: number;
  genre?: number;
  country?: number;
  year_from?: number;
  year_to?: number;
  rating_from?: number;
};

export function createCatalogueEndpoints(api: ApiClient) {
  return {
    page: (idOrSlug: string | number, q?: string, libraryId?: number) =>
      api.request({
        path: `/pages/${seg(idOrSlug)}`,
        schema: pageSchema,
        query: { q, library_id: libraryId },
        quiet: true,
      }),
    row: (idOrSlug: string | number, params: RowAskParams, signal?: AbortSignal) =>
      api.request({
        path: `/rows/${seg(idOrSlug)}`,
        schema: rowSchema,
        query: { ...params },
        quiet: true,
        signal,
      }),
    filter: (params: FilterParams) =>
      api.request({ path: '/rows/filter', schema: filterAnswerSchema, query: { ...params }, quiet: true }),
    genres: () =>
      onlyLogged('genres', api.request({ path: '/genres', schema: namedSchema, quiet: true })).then(
        (genres) => sortedByName(genres),
      ),
    countries: () =>
      onlyLogged('countries', api.request({ path: '/countries', schema: namedSchema, quiet: true })),
    suggestions: (q: string) =>
      api.request({
        path: '/search/suggestions',
        schema: z.array(suggestionSchema),
        query: { q: q || undefined },
        quiet: true,
      }),
    sendSearchHistory: (body: { query: string; type: string; id: number; title: string }) =>
      api.request({ method: 'POST', path: '/search/history', schema: anyBody, body, quiet: true }),
    personRow: (slugOrId: string) =>
      api.request({ path: `/persons/${seg(slugOrId)}/row`, schema: personRowSchema, quiet: true }),
    programme: (id: number) => api.request({ path: `/programs/${id}`, schema: programmeSchema, quiet: true }),
    similar: (contentId: number, libraryId?: number | null) =>
      api.request({
        path: `/contents/${contentId}/similar`,
        schema: z.array(contentSchema),
        query: { library_id: libraryId ?? undefined },
        quiet: true,
      }),
  };
}

export type CatalogueEndpoints = ReturnType<typeof createCatalogueEndpoints>;
