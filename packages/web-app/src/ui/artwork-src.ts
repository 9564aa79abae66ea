/**
 * The srcset of an operator's raster picture (Artwork.tsx): the widths 001 §9's screens need — a phone's tile
 * (120–200 CSS px at pixel ratio 1.75–3), a desktop tile at ratio 1–2, a banner up to 1440 px — each asked
 * with `w=`. None for an SVG (one drawing serves every width) or a URL that is not http(s).
 */
/** How each kind of picture is laid out: its drawn size and the width it takes on the screen (the `sizes` attribute). */
export const ARTWORK = {
  poster: { width: 400, height: 600, sizes: '(max-width: 480px) 120px, 150px' },
  wide: { width: 320, height: 180, sizes: '(max-width: 480px) 200px, 260px' },
  person: { width: 300, height: 400, sizes: '120px' },
  card: { width: 400, height: 600, sizes: '(max-width: 600px) 45vw, 180px' },
  banner: { width: 1280, height: 480, sizes: '(max-width: 1440px) 100vw, 1440px' },
} as const;

export const ARTWORK_WIDTHS = [160, 240, 320, 480, 640, 960, 1280] as const;

/** The picture's URL when it takes a `w=` width: an absolute http(s) raster URL; null for an SVG or anything else. */
function sizableUrl(src: string): URL | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  return /^https?:$/.test(url.protocol) && !/\.svg$/i.test(url.pathname) ? url : null;
}

export function artworkSrcSet(src: string, drawnWidth: number): string | undefined {
  const url = sizableUrl(src);
  if (!url) return undefined;
  // Up to twice the drawn width: a larger copy would be the same drawing scaled.
  const widths = ARTWORK_WIDTHS.filter((width) => width <= drawnWidth * 2);
  return widths
    .map((width) => {
      url.searchParams.set('w', String(width));
      return `${url.toString()} ${width}w`;
    })
    .join(', ');
}

/** 001 §5 "Image widths: 1080 for wide": a wide (16:9) picture drawn across the page is asked 1080 wide. */
export const WIDE_IMAGE_WIDTH = 1080;

/** A wide picture's URL with `w=1080`; an SVG, a relative or a data URL as it is (artworkSrcSet's rule). */
export function wideImageUrl(src: string): string {
  const url = sizableUrl(src);
  if (!url) return src;
  url.searchParams.set('w', String(WIDE_IMAGE_WIDTH));
  return url.toString();
}
