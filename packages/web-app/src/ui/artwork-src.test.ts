import { artworkSrcSet, wideImageUrl } from './artwork-src';

describe('artworkSrcSet', () => {
  it('offers a raster picture at each width up to twice its drawn width, keeping its own query', () => {
    expect(artworkSrcSet('https://tv.example/p/7.webp?v=2', 160)).toBe(
      'https://tv.example/p/7.webp?v=2&w=160 160w, https://tv.example/p/7.webp?v=2&w=240 240w, https://tv.example/p/7.webp?v=2&w=320 320w',
    );
  });

  it('leaves an SVG, a relative or a data URL as it is', () => {
    expect(artworkSrcSet('https://tv.example/logos/7.svg', 320)).toBeUndefined();
    expect(artworkSrcSet('/p/7.webp', 320)).toBeUndefined();
    expect(artworkSrcSet('data:image/png;base64,AAAA', 320)).toBeUndefined();
  });
});

describe('wideImageUrl (001 §5 "Image widths: 1080 for wide")', () => {
  it('asks a raster wide picture 1080 wide, keeping its own query', () => {
    expect(wideImageUrl('https://tv.example/b/7.webp?v=2')).toBe('https://tv.example/b/7.webp?v=2&w=1080');
    expect(wideImageUrl('https://tv.example/b/7.jpg?w=320')).toBe('https://tv.example/b/7.jpg?w=1080');
  });

  it('leaves an SVG, a relative or a data URL as it is', () => {
    expect(wideImageUrl('https://tv.example/b/7.svg')).toBe('https://tv.example/b/7.svg');
    expect(wideImageUrl('/b/7.webp')).toBe('/b/7.webp');
    expect(wideImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
