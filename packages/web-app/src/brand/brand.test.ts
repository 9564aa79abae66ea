import { describe, expect, it } from 'vitest';
import { brandOf, brandVariables } from './brand';

const regional = {
  logo: 'http://api.test/static/logos/2.svg',
  colors: { primary: '#12a37a', background: '#0a1714', text: '#eefaf5' },
  brand: {
    name: 'OnAir Regional',
    logo: 'http://api.test/static/logos/2.svg',
    favicon: 'http://api.test/f.svg',
  },
};

describe('white-label brand', () => {
  it('reads a provider’s brand and gives the variables the app and the player skin use', () => {
    const brand = brandOf(regional);
    expect(brand).toEqual({
      name: 'OnAir Regional',
      logo: 'http://api.test/static/logos/2.svg',
      favicon: 'http://api.test/f.svg',
      colors: regional.colors,
    });
    expect(brand && brandVariables(brand)).toEqual({
      '--accent': '#12a37a',
      '--primary': '#12a37a',
      '--bg': '#0a1714',
      '--text': '#eefaf5',
      '--onair-accent': '#12a37a',
    });
  });

  it('keeps the built-in look without a brand, and refuses colours or images that are not plain data', () => {
    expect(brandOf({ ...regional, brand: undefined })).toBeNull();
    expect(
      brandOf({ ...regional, colors: { ...regional.colors, primary: 'red;}body{display:none' } }),
    ).toBeNull();
    expect(brandOf({ ...regional, brand: { ...regional.brand, logo: 'javascript:alert(1)' } })).toBeNull();
    expect(brandOf(null)).toBeNull();
  });
});
