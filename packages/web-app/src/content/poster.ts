import type { Content } from '../api/schemas';
import { wideImageUrl } from '../ui/artwork-src';

/** A title's picture in the ratio asked (its images first, then its cover's), or null when it has none. */
export function posterOf(content: Content, ratio: '2:3' | '16:9' = '2:3'): string | null {
  const image = content.images?.find((i) => i.ar === ratio) ?? content.images?.[0];
  const cover = content.cover as Record<string, unknown> | null | undefined;
  const fromCover = cover?.[ratio === '2:3' ? 'src_2x3' : 'src_16x9'];
  return image?.src ?? (typeof fromCover === 'string' ? fromCover : null);
}

/** The content page's hero: the title's wide picture at the width 001 §5 asks for a wide one; null without one. */
export function heroPictureOf(content: Content): string | null {
  const wide = posterOf(content, '16:9');
  return wide ? wideImageUrl(wide) : null;
}
