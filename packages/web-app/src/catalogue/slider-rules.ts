/**
 * Why: 001 §2 Row slider behaviour and §9 — a row header links to "see all" when it has more than 2
 * items, a slider ends with an "open all" tile past 6, arrows show only above 480 px (phones swipe),
 * and promo-bg rows rotate every 7 s unless the row gives its own duration in seconds. A promo-bg row
 * with several items repeats its first one at the end so the loop wraps without a jump back.
 */
export const SEE_ALL_FROM = 3;
export const OPEN_ALL_TILE_FROM = 7;
export const ARROWS_ABOVE_PX = 480;
export const PROMO_ROTATION_MS = 7000;

export const showSeeAll = (itemCount: number, moreCount = 0) => itemCount + moreCount >= SEE_ALL_FROM;
export const showOpenAllTile = (itemCount: number, moreCount = 0) =>
  itemCount + moreCount >= OPEN_ALL_TILE_FROM;
/** Arrows above 480 px, as the browser tests it (widths are whole CSS pixels): phones swipe instead. */
export const ARROWS_MEDIA_QUERY = `(min-width: ${ARROWS_ABOVE_PX + 1}px)`;

export function promoRotationMs(durationSec: number | null | undefined): number {
  return typeof durationSec === 'number' && durationSec > 0 ? durationSec * 1000 : PROMO_ROTATION_MS;
}

export function promoSlides<T>(items: readonly T[]): T[] {
  return items.length > 1 ? [...items, items[0] as T] : [...items];
}

/** The slide after `index`; past the duplicated first item it starts again at 0. */
export function nextSlide(index: number, slideCount: number): number {
  return slideCount === 0 ? 0 : (index + 1) % slideCount;
}

/** The dot a slide lights: the duplicated first item lights the first dot. */
export function dotOf(index: number, itemCount: number): number {
  return itemCount === 0 ? 0 : index % itemCount;
}

/** The narrowest tile a slider lays out (a phone's poster is 120 px, a button row's tile can be less) and the gap. */
export const NARROWEST_TILE_PX = 100;
export const TILE_GAP_PX = 12;

/**
 * How many of a row's tiles its first render mounts (issue 38): those a screen `viewportPx` wide can show, and
 * two more so a half-shown tile at the edge and the next one are already there. A phone shows two or three of
 * a row's 20; the others mount when the row is scrolled, focused or idle (Slider.tsx).
 */
export function tilesInView(viewportPx: number): number {
  const width = Number.isFinite(viewportPx) && viewportPx > 0 ? viewportPx : 1920;
  return Math.ceil(width / (NARROWEST_TILE_PX + TILE_GAP_PX)) + 2;
}
