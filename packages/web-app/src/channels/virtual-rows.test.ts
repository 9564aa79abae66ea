import { visibleRange } from './virtual-rows';

describe('visibleRange', () => {
  it('mounts the rows in view plus the overscan, padding the rest', () => {
    expect(visibleRange(0, 520, 52, 300, 6)).toEqual({ start: 0, end: 17, padTop: 0, padBottom: 283 * 52 });
    expect(visibleRange(52 * 100, 520, 52, 300, 6)).toEqual({
      start: 94,
      end: 117,
      padTop: 94 * 52,
      padBottom: 183 * 52,
    });
  });

  it('clamps at the end of the list and handles empty lists', () => {
    expect(visibleRange(52 * 295, 520, 52, 300, 6)).toMatchObject({ end: 300, padBottom: 0 });
    expect(visibleRange(0, 520, 52, 0)).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
  });
});
