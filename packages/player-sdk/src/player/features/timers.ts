/**
 * Why: policies take injected timers so tests run them under fake timers; the player supplies the real ones
 * once, here, and features get them through their context.
 */
import type { FeatureTimers } from './context';

export const browserTimers: FeatureTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Timers and a clock that run `rate` times faster (test profiles with short stat intervals). */
export function acceleratedClock(
  now: () => number,
  timers: FeatureTimers,
  rate: number,
): { now: () => number; timers: FeatureTimers } {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError(`clock rate must be positive, got ${rate}`);
  const origin = now();
  return {
    now: () => origin + (now() - origin) * rate,
    timers: {
      setTimeout: (callback, ms) => timers.setTimeout(callback, ms / rate),
      clearTimeout: (handle) => timers.clearTimeout(handle),
    },
  };
}
