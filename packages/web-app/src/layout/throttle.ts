/**
 * Why: 001 §9 — scroll is handled at most every 16 ms and resize every 100 ms, so the header does not
 * re-render for every pixel; the last event always gets through (the header must end in the right state
 * when the viewer stops). The clock and timers are injected so the timing is tested with fake timers.
 */
export interface ThrottleClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Throttled {
  (): void;
  cancel(): void;
}

export function throttle(run: () => void, intervalMs: number, clock: ThrottleClock): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let pending: unknown = null;
  const fire = () => {
    pending = null;
    last = clock.now();
    run();
  };
  const throttled = () => {
    const wait = last + intervalMs - clock.now();
    if (wait <= 0) {
      if (pending !== null) clock.clearTimeout(pending);
      fire();
    } else if (pending === null) {
      pending = clock.setTimeout(fire, wait);
    }
  };
  throttled.cancel = () => {
    if (pending !== null) clock.clearTimeout(pending);
    pending = null;
  };
  return throttled;
}
