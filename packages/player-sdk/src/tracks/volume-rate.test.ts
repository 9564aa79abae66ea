import { clampVolume, nearestPlaybackRate, PLAYBACK_RATES, stepVolume } from './volume-rate';

describe('PLAYBACK_RATES', () => {
  it('is 0.25 to 2 in 0.25 steps', () => {
    expect(PLAYBACK_RATES).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(Object.isFrozen(PLAYBACK_RATES)).toBe(true);
  });

  it.each([
    [1, 1],
    [0.1, 0.25],
    [3, 2],
    [1.1, 1],
    [1.2, 1.25],
    [0.625, 0.5],
  ])('nearest to %d is %d', (rate, expected) => {
    expect(nearestPlaybackRate(rate)).toBe(expected);
  });
});

describe('volume', () => {
  it.each([
    [-0.5, 0],
    [0, 0],
    [0.42, 0.42],
    [1, 1],
    [7, 1],
  ])('clampVolume(%d) = %d', (input, expected) => {
    expect(clampVolume(input)).toBe(expected);
  });

  it.each([
    [0.15, 1, 0.2],
    [0.2, -1, 0.15],
    [0, -1, 0],
    [1, 1, 1],
    [0.95, 1, 1],
    [0.33, 1, 0.35],
    [0.33, -1, 0.3],
    [0.1 + 0.2, 1, 0.35], // 0.30000000000000004 sits on the grid
    [0.7, 1, 0.75],
  ])('stepVolume(%d, %d) = %d exactly', (input, direction, expected) => {
    expect(stepVolume(input, direction as 1 | -1)).toBe(expected);
  });

  it('twenty steps up from 0 land exactly on every grid value and on 1', () => {
    let v = 0;
    const seen: number[] = [];
    for (let i = 0; i < 20; i++) {
      v = stepVolume(v, 1);
      seen.push(v);
    }
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) / 20));
    expect(v).toBe(1);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '0.5' as unknown as number])(
    'refuses %s with a RangeError',
    (bad) => {
      expect(() => clampVolume(bad)).toThrow(RangeError);
      expect(() => stepVolume(bad, 1)).toThrow(RangeError);
      expect(() => nearestPlaybackRate(bad)).toThrow(RangeError);
    },
  );
});
