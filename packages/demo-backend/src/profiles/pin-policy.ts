// Why: a 4-digit PIN is guessed in minutes without a limit, so wrong entries are counted per user and,
// after MAX_WRONG_PINS within the window, checks are refused until the lock runs out. Pure, with the
// clock passed in, so the test walks the timeline.
export const MAX_WRONG_PINS = 5;
/** Wrong entries older than this are forgotten. */
export const WRONG_PIN_WINDOW_MS = 15 * 60_000;
export const PIN_LOCK_MS = 15 * 60_000;

export interface PinAttempts {
  failures: number;
  firstAt: number;
  lockedUntil: number | null;
}

export const NO_ATTEMPTS: PinAttempts = { failures: 0, firstAt: 0, lockedUntil: null };

/** Minutes the user still has to wait, or 0 when a check may run now. */
export function lockedMinutes(state: PinAttempts, now: number): number {
  if (state.lockedUntil === null || state.lockedUntil <= now) return 0;
  return Math.ceil((state.lockedUntil - now) / 60_000);
}

/** The state after one check; a right PIN clears the count. */
export function afterCheck(state: PinAttempts, valid: boolean, now: number): PinAttempts {
  if (valid) return NO_ATTEMPTS;
  const fresh = state.failures === 0 || now - state.firstAt > WRONG_PIN_WINDOW_MS || lockedOut(state, now);
  const failures = fresh ? 1 : state.failures + 1;
  const firstAt = fresh ? now : state.firstAt;
  return { failures, firstAt, lockedUntil: failures >= MAX_WRONG_PINS ? now + PIN_LOCK_MS : null };
}

/** A lock that has run out starts a new count. */
const lockedOut = (state: PinAttempts, now: number) => state.lockedUntil !== null && state.lockedUntil <= now;

export function attemptsLeft(state: PinAttempts, now: number): number {
  if (lockedMinutes(state, now) > 0) return 0;
  if (state.failures === 0 || now - state.firstAt > WRONG_PIN_WINDOW_MS || lockedOut(state, now)) {
    return MAX_WRONG_PINS;
  }
  return MAX_WRONG_PINS - state.failures;
}
