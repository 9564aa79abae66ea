/**
 * Why: 001 §9 (Channels and categories) — "Cache 900000 ms by default, or the data's cache_timeout in
 * seconds. Search and 'my' data are not cached." Pages, rows and rowsets follow it: an operator that
 * wants its curation to change faster says so with cache_timeout on the answer. The viewer's own page
 * ('my', id 1000) and their history rows are 'my' data; a text query is a search.
 */
import { freshFor } from '../app/cache';

/** The viewer's own page (001 §9 menu page 1000, slug 'my'). */
export const uncachedPage = (key: string) => key === 'my' || key === '1000';

/** Rows of the viewer's own history. */
const PERSONAL_TEMPLATES = new Set(['history', 'history-h']);
export const personalRow = (template: string | null | undefined) => PERSONAL_TEMPLATES.has(template ?? '');

/** A React Query staleTime: 900000 ms, or the answer's cache_timeout; 0 for uncached data. */
export const catalogueFreshness =
  (uncached: boolean) =>
  (query: { state: { data: unknown } }): number =>
    uncached ? 0 : freshFor('data', query.state.data);
