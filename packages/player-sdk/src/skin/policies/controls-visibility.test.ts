import { describe, expect, it } from 'vitest';
import { controlsHideDelay } from './controls-visibility';

const idle = { mobile: false, paused: false, menuOpen: false, focusInside: false };

describe('controlsHideDelay', () => {
  it('hides after 5 s of inactivity', () => {
    expect(controlsHideDelay('activity', idle)).toBe(5000);
    expect(controlsHideDelay('activity', { ...idle, mobile: true })).toBe(5000);
  });
  it('hides 200 ms after a touch ends on mobile and 20 ms after the pointer leaves on desktop', () => {
    expect(controlsHideDelay('touchend', { ...idle, mobile: true })).toBe(200);
    expect(controlsHideDelay('leave', idle)).toBe(20);
    expect(controlsHideDelay('leave', { ...idle, mobile: true })).toBe(200);
  });
  it('keeps them while paused, with a menu open or focus inside', () => {
    expect(controlsHideDelay('activity', { ...idle, paused: true })).toBeNull();
    expect(controlsHideDelay('leave', { ...idle, menuOpen: true })).toBeNull();
    expect(controlsHideDelay('touchend', { ...idle, focusInside: true })).toBeNull();
  });
});
