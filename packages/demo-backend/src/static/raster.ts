// The demo's artwork as WebP (issue 38): Chrome loads each SVG image as a document on the page's main thread
// (40–100 ms tasks under Lighthouse's 4× CPU) and leaves large flat SVGs out of LCP, where an operator's JPEG or
// WebP poster decodes off the main thread. The SVG stays the source (svg.ts) and its own URL keeps answering.
import sharp from 'sharp';

/** The widths a client may ask for (`?w=`), for its srcset; others snap up to the next one. */
export const RASTER_WIDTHS = [160, 240, 320, 480, 640, 960, 1280] as const;
/** The widest offered: the banner's own width. */
export const RASTER_MAX_WIDTH = 1280;

/** The width to draw: the asked one snapped up to an offered width, or the artwork's own width. */
export function rasterWidth(asked: number | undefined, own: number): number {
  if (asked === undefined) return own;
  return RASTER_WIDTHS.find((width) => width >= asked) ?? RASTER_MAX_WIDTH;
}

/** The SVG drawn at `width` pixels (its height to scale), as WebP. */
export function svgToWebp(svg: string, ownWidth: number, width: number): Promise<Buffer> {
  // Drawn at the density that gives `width` directly: text stays sharp, nothing is scaled up after.
  const density = (72 * width) / ownWidth;
  return sharp(Buffer.from(svg), { density }).resize({ width }).webp({ quality: 75 }).toBuffer();
}

/** Drawn pictures by key, the oldest dropped past `limit` (a catalogue of thousands is never all drawn). */
export function rasterCache(limit = 1_000) {
  const drawn = new Map<string, Promise<Buffer>>();
  return (key: string, draw: () => Promise<Buffer>): Promise<Buffer> => {
    const known = drawn.get(key);
    if (known) return known;
    const next = draw();
    // A failed drawing is not kept: the next request tries again.
    next.catch(() => drawn.delete(key));
    drawn.set(key, next);
    if (drawn.size > limit) drawn.delete(drawn.keys().next().value as string);
    return next;
  };
}
