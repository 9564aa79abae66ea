/**
 * Why: 001 §4 Content page — the trailer background plays (muted) only on non-mobile devices and only
 * when the content has trailers; everywhere else the page keeps its still background image. A narrow
 * window (≤ 932 px, the phone layout) and a viewer who asked for reduced motion also keep the image:
 * a moving, downloading background there costs more than it gives.
 */
import type { Content } from '../api/schemas';

export interface BackgroundTrailerInput {
  trailers: Content['trailers'];
  mobileDevice: boolean;
  /** The window is at most 932 px wide. */
  narrow: boolean;
  reducedMotion: boolean;
}

/** The trailer to play behind the content page, or null for the still image. */
export function backgroundTrailerId(input: BackgroundTrailerInput): number | null {
  if (input.mobileDevice || input.reducedMotion || input.narrow) return null;
  const first = input.trailers?.[0]?.id;
  if (first === undefined) return null;
  const id = Number(first);
  return Number.isInteger(id) && id > 0 ? id : null;
}
