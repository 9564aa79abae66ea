import { describe, expect, it } from 'vitest';
import { doubleTap, pinchZoom, tapZone } from './gestures';

describe('double tap', () => {
  it('uses the left and right fifths', () => {
    expect(tapZone(0.1)).toBe(-1);
    expect(tapZone(0.2)).toBe(-1);
    expect(tapZone(0.5)).toBe(0);
    expect(tapZone(0.85)).toBe(1);
  });
  it('skips on a second tap in the same zone within 500 ms', () => {
    const first = doubleTap(null, { at: 1000, x: 0.9 });
    expect(first.skip).toBe(0);
    expect(doubleTap(first.remember, { at: 1500, x: 0.95 }).skip).toBe(1);
    expect(doubleTap(first.remember, { at: 1501, x: 0.95 }).skip).toBe(0);
    expect(doubleTap({ at: 0, x: 0.1 }, { at: 200, x: 0.05 }).skip).toBe(-1);
  });
  it('does not skip across zones or in the middle', () => {
    expect(doubleTap({ at: 0, x: 0.1 }, { at: 100, x: 0.9 }).skip).toBe(0);
    expect(doubleTap({ at: 0, x: 0.5 }, { at: 100, x: 0.5 })).toEqual({ skip: 0, remember: null });
  });
});

describe('pinch', () => {
  it('toggles zoom in landscape only', () => {
    expect(pinchZoom(false, 100, 150, true)).toBe(true);
    expect(pinchZoom(true, 150, 100, true)).toBe(false);
    expect(pinchZoom(false, 100, 110, true)).toBe(false);
    expect(pinchZoom(false, 100, 200, false)).toBe(false);
    expect(pinchZoom(false, 0, 200, true)).toBe(false);
  });
});
