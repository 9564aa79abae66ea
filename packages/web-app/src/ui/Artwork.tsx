/**
 * An operator's picture (poster, logo, banner) with what the browser needs before it loads (issue 38): its
 * intrinsic width and height, and for a raster URL a srcset of widths asked with `w=` (the width parameter of
 * the operator's pictures, 001 §9 "Preview image w=196") so a phone fetches a 240 px poster where a 1440 px
 * screen at pixel ratio 2 fetches a 320 px one. An SVG has no widths: it is used as it comes.
 * `priority` is for the page's likely LCP picture: loaded at once and asked for before the others.
 */
import { ARTWORK, artworkSrcSet } from './artwork-src';

export { ARTWORK };

export function Artwork(props: {
  src: string;
  kind: keyof typeof ARTWORK;
  className: string;
  priority?: boolean;
  /** Lazy unless said (a promo's later slides are off screen but must be there when they slide in). */
  loading?: 'eager' | 'lazy';
}) {
  const { width, height, sizes } = ARTWORK[props.kind];
  const srcSet = artworkSrcSet(props.src, width);
  return (
    <img
      src={props.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt=""
      loading={props.priority ? 'eager' : (props.loading ?? 'lazy')}
      decoding="async"
      fetchPriority={props.priority ? 'high' : undefined}
      className={props.className}
    />
  );
}
