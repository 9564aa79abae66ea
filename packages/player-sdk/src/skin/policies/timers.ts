/**
 * Why: every skin delay comes from §9 and must be testable with fake timers, so the skin never reads the
 * global clock or timers directly; hosts and tests inject these.
 */
export interface SkinTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** The browser's timers, looked up at call time so importing this file on the server touches nothing. */
export const browserTimers: SkinTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** One restartable delay: `start` replaces any pending run, `cancel` is idempotent. */
export interface Delay {
  start(ms: number, callback: () => void): void;
  cancel(): void;
  readonly pending: boolean;
}

export function createDelay(timers: SkinTimers): Delay {
  let handle: unknown = null;
  return {
    start(ms, callback) {
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => {
        handle = null;
        callback();
      }, ms);
    },
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
    get pending() {
      return handle !== null;
    },
  };
}
