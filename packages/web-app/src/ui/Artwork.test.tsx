import { render } from '@testing-library/react';
import { Artwork } from './Artwork';

const img = (element: ReturnType<typeof render>) =>
  element.container.querySelector('img') as HTMLImageElement;

describe('Artwork', () => {
  it('gives a raster poster its size, widths and lazy loading', () => {
    const poster = img(
      render(<Artwork src="https://tv.example/p/7.webp" kind="poster" className="tile__image" />),
    );
    expect([poster.getAttribute('width'), poster.getAttribute('height')]).toEqual(['400', '600']);
    expect(poster.getAttribute('srcset')).toContain('https://tv.example/p/7.webp?w=240 240w');
    expect(poster.getAttribute('sizes')).toBe('(max-width: 480px) 120px, 150px');
    expect(poster.getAttribute('loading')).toBe('lazy');
    expect(poster.getAttribute('fetchpriority')).toBeNull();
  });

  it('asks for the page’s likely largest paint first, and leaves an SVG without widths', () => {
    const banner = img(
      render(<Artwork src="https://tv.example/b.svg" kind="banner" className="promo__image" priority />),
    );
    expect(banner.getAttribute('loading')).toBe('eager');
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    expect(banner.getAttribute('srcset')).toBeNull();
    expect(banner.getAttribute('sizes')).toBeNull();
  });
});
