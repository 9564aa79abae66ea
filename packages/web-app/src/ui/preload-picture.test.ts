import { afterEach, describe, expect, it } from 'vitest';
import { artworkPreload, preloadPicture } from './preload-picture';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('preloadPicture (issue 38: the page’s largest picture asked as its address arrives)', () => {
  it('writes one high-priority image preload with the element’s srcset and sizes', () => {
    const picture = artworkPreload('https://img.example/b.webp', 'banner');
    expect(preloadPicture(picture)).toBe(true);
    const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    const link = links[0] as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe('https://img.example/b.webp');
    expect(link.getAttribute('imagesrcset')).toBe(picture.srcset);
    expect(link.getAttribute('imagesizes')).toBe('(max-width: 1440px) 100vw, 1440px');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    // No credentials mode: the <img> and the CSS background the page draws set none, so the preload matches.
    expect(link.hasAttribute('crossorigin')).toBe(false);
  });

  it('writes a picture once', () => {
    expect(preloadPicture({ href: 'https://img.example/h.webp?w=1080' })).toBe(true);
    expect(preloadPicture({ href: 'https://img.example/h.webp?w=1080' })).toBe(false);
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
  });

  it('has no srcset for an SVG, as the element has none', () => {
    expect(artworkPreload('https://img.example/logo.svg', 'banner')).toEqual({
      href: 'https://img.example/logo.svg',
    });
  });
});
