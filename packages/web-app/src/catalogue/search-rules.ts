/**
 * Why: 001 §2 Search UI, §5, §9 — the search URL holds the lowercased, trimmed text (at most 255
 * characters) and replaces the history entry while the viewer is already on /search, so Back leaves
 * search instead of stepping through every keystroke. A search starts from min_search_chars and waits
 * bouncing_interval after the last key; suggestions hide 500 ms after the field loses focus.
 */
export const SEARCH_MAX = 255;
export const DEFAULT_MIN_SEARCH_CHARS = 1;
export const DEFAULT_BOUNCING_MS = 1000;
export const SUGGESTIONS_HIDE_MS = 500;

export const searchText = (raw: string) => raw.trim().toLowerCase().slice(0, SEARCH_MAX);

export function searchNavigation(raw: string, pathname: string): { to: string; replace: boolean } | null {
  const q = searchText(raw);
  if (!q) return null;
  return { to: `/search?q=${encodeURIComponent(q)}`, replace: pathname === '/search' };
}

/** Whether the typed text is long enough to ask the operator (001 §5). */
export function searchReady(raw: string, minChars: number | null | undefined): boolean {
  return searchText(raw).length >= Math.max(1, minChars ?? DEFAULT_MIN_SEARCH_CHARS);
}

export function bouncingMs(configured: number | null | undefined): number {
  return typeof configured === 'number' && configured >= 0 ? configured : DEFAULT_BOUNCING_MS;
}

/** Leaving search on a phone goes back to where the viewer came from, else the catalogue. */
export function leaveSearchTo(previousPath: string | null): string {
  return previousPath && !previousPath.startsWith('/search') ? previousPath : '/catalog';
}
