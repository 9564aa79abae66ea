/**
 * Why (issue 38, Lighthouse LCP): the start page's promo banner and a content page's hero are the pages' largest
 * pictures, and their addresses come with data the session's early start already asks (early-page-data.ts). The
 * page's `<img>` or background asks for the picture only once React has rendered the page — on Lighthouse's
 * phone (4× CPU) 0.2–0.5 s after the answer had arrived. A `preload` link written when the answer arrives asks
 * for it at once; the element then finds it in the memory cache. `imagesrcset`/`imagesizes` are the element's own
 * (artworkSrcSet, ARTWORK), so the browser picks the same width the element will, and no credentials mode is
 * set, as the element sets none.
 */
import { ARTWORK, artworkSrcSet } from './artwork-src';

export interface PicturePreload {
  href: string;
  srcset?: string | undefined;
  sizes?: string | undefined;
}

/** The preload of an `<Artwork kind=…>` picture: the same srcset and sizes the element writes. */
export function artworkPreload(src: string, kind: keyof typeof ARTWORK): PicturePreload {
  const { width, sizes } = ARTWORK[kind];
  const srcset = artworkSrcSet(src, width);
  return srcset ? { href: src, srcset, sizes } : { href: src };
}

/** Writes a high-priority `preload` link for the picture once per address (false when one is there). */
export function preloadPicture(picture: PicturePreload, doc: Document = document): boolean {
  const key = picture.srcset ?? picture.href;
  for (const link of doc.head.querySelectorAll('link[rel="preload"][as="image"]')) {
    if ((link.getAttribute('imagesrcset') ?? link.getAttribute('href')) === key) return false;
  }
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = picture.href;
  if (picture.srcset) {
    link.setAttribute('imagesrcset', picture.srcset);
    if (picture.sizes) link.setAttribute('imagesizes', picture.sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  doc.head.append(link);
  return true;
}
