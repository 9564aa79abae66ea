/**
 * Why: 001 §4 Rows and filters, §9 Catalogue — a row page asks 21 titles at a time for content-v
 * (7 columns × 3), 18 for content-h (6 × 3), else 24; it has more while a page comes back full. The
 * filter page asks 100 first and after a reset, 50 after any other filter change, then 50 more each time,
 * only after a full page; every change starts again from 0. The start page loads its first 4 rows at once and the rest as they near the screen.
 */
export const ROW_PAGE_SIZE = 24;
export const PRERENDER_ROW_PAGE_SIZE = 100;
export const FILTER_FIRST = 100;
export const FILTER_MORE = 50;
export const INITIAL_ROWS = 4;
export const LAZY_ROW_DEBOUNCE_MS = 150;
export const LAZY_ROW_MARGIN_PX = 150;
export const ROW_TIMEOUT_MS = 10_000;

export function rowPageSize(template: string | null | undefined, prerender = false): number {
  if (prerender) return PRERENDER_ROW_PAGE_SIZE;
  if (template === 'content-v') return 21;
  if (template === 'content-h') return 18;
  return ROW_PAGE_SIZE;
}

/**
 * The filter page's first request (001 §4 Rows and filters): "any filter change resets offset to 0 and reloads
 * 50 items. Initial or reset loads 100." A reset is every filter cleared; arriving with filters in the URL (a
 * shared link, Back to the page) is an initial load.
 */
export type FilterLoad = 'initial' | 'change' | 'reset';
export const filterFirstLimit = (load: FilterLoad) => (load === 'change' ? FILTER_MORE : FILTER_FIRST);

/** A page that came back shorter than asked is the last one. */
export const hasMoreAfter = (returned: number, asked: number) => returned >= asked;

export interface PageRequest {
  offset: number;
  limit: number;
}

/**
 * The request after `loaded` items, asking `more` (the filter page: 50), or null when the last page came back
 * short of what it asked (`hasMoreAfter`).
 */
export function nextPage(
  loaded: number,
  last: { returned: number; asked: number },
  more: number,
): PageRequest | null {
  return hasMoreAfter(last.returned, last.asked) ? { offset: loaded, limit: more } : null;
}

/**
 * 001 §9: load more within 1000 px of the bottom (on phones 800, or 20 % of the height when that is
 * smaller).
 */
export function loadMoreThreshold(viewportHeight: number, phone: boolean): number {
  return phone ? Math.min(800, Math.max(0.2 * viewportHeight, 1)) : 1000;
}

/** 001 §9: once it has loaded more, the list loads again only after the bottom was over 1150 px away. */
export const LOAD_MORE_REARM_PX = 1150;

/** Where the list's bottom is (the endless list's two observers tell): within the load distance, beyond the
 * 1150 px re-arm distance, or between. */
export type LoadMoreZone = 'near' | 'between' | 'far';

/** Whether the next `near` may load, and how many pages the list had when that was decided. */
export interface LoadMoreArm {
  armed: boolean;
  pages: number;
}

export const FRESH_ARM: LoadMoreArm = { armed: true, pages: -1 };

/**
 * One look at the list's bottom (001 §9 "re-arming at 1150 px"): an armed list in the `near` zone loads and
 * disarms. It re-arms when the bottom goes `far`, or when a page arrives (the bottom it was near has moved, and
 * a short page still near the screen must not stall the list). So a page that failed or timed out is asked
 * again only after the viewer scrolls 1150 px away and back, not in a loop while the bottom stays in view.
 * Nothing loads while a page is on its way (`busy`).
 */
export function loadMoreStep(
  arm: LoadMoreArm,
  seen: { zone: LoadMoreZone; pages: number; busy: boolean },
): { arm: LoadMoreArm; load: boolean } {
  const armed = arm.armed || seen.pages !== arm.pages || seen.zone === 'far';
  const load = armed && !seen.busy && seen.zone === 'near';
  return { arm: { armed: armed && !load, pages: seen.pages }, load };
}
