import { backgroundTrailerId } from './background-trailer';

describe('backgroundTrailerId', () => {
  const desktop = { mobileDevice: false, narrow: false, reducedMotion: false };

  it('plays the first trailer on a desktop', () => {
    expect(backgroundTrailerId({ ...desktop, trailers: [{ id: 501 }, { id: 502 }] })).toBe(501);
    expect(backgroundTrailerId({ ...desktop, trailers: [{ id: '77' }] })).toBe(77);
  });

  it.each([
    ['no trailers', { ...desktop, trailers: [] }],
    ['trailers missing', { ...desktop, trailers: null }],
    ['a mobile device', { ...desktop, mobileDevice: true, trailers: [{ id: 501 }] }],
    ['a narrow window', { ...desktop, narrow: true, trailers: [{ id: 501 }] }],
    ['reduced motion asked', { ...desktop, reducedMotion: true, trailers: [{ id: 501 }] }],
    ['a trailer id that is not a number', { ...desktop, trailers: [{ id: 'soon' }] }],
  ])('keeps the still image with %s', (_, input) => {
    expect(backgroundTrailerId(input)).toBeNull();
  });
});
