import { visibleMenuCount } from './menu-fit';

describe('visibleMenuCount', () => {
  const widths = [80, 100, 60, 120];
  it.each([
    // all four: 360 + 3 gaps of 4 = 372
    { available: 372, expected: 4 },
    { available: 1000, expected: 4 },
    // one px short: three must fit with the More button (240 + 2*4 + 4 + 50 = 302)
    { available: 371, expected: 3 },
    { available: 302, expected: 3 },
    { available: 301, expected: 2 },
    // only the More button fits
    { available: 100, expected: 0 },
    { available: 0, expected: 0 },
  ])('in $available px shows $expected items', ({ available, expected }) => {
    expect(visibleMenuCount({ itemWidths: widths, available, moreWidth: 50, gap: 4 })).toBe(expected);
  });

  it('an empty menu shows nothing and needs no More button', () => {
    expect(visibleMenuCount({ itemWidths: [], available: 0, moreWidth: 50, gap: 4 })).toBe(0);
  });
});
