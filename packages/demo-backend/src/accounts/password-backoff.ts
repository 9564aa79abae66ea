// Why: the per-address limit on POST /v2/auth/login does not protect one account from guesses spread
// over many addresses (or over two instances). So each account also has a back-off: a few wrong
// passwords in a row are free (a person mistyping), then every further try must wait, twice as long
// each time, up to a cap. A try is counted as a failure BEFORE the password is compared (and undone
// by a success), so a burst of parallel guesses is bounded by the count, not by how fast they compare.
// A long quiet spell forgets the failures. Pure, clock passed in; password-attempts.ts stores it.

/** Wrong passwords in a row without any wait. */
export const FREE_PASSWORD_FAILURES = 5;
/** The first wait after the free ones; each further failure doubles it. */
export const FIRST_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 15 * 60_000;
/** Failures older than this (since the last try) are forgotten. */
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 3_600_000;

export interface PasswordFailures {
  failures: number;
  /** Unix ms before which no try is accepted. */
  nextAllowedAt: number;
  /** Unix ms of the last try counted. */
  updatedAt: number;
}

export const NO_FAILURES: PasswordFailures = { failures: 0, nextAllowedAt: 0, updatedAt: 0 };

/** How long to wait after `failures` failures in a row. */
export function backoffAfter(failures: number): number {
  if (failures < FREE_PASSWORD_FAILURES) return 0;
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (failures - FREE_PASSWORD_FAILURES));
}

export type TryDecision =
  /** Compare the password; `counted` is the state to store first, as if it were wrong. */
  { kind: 'try'; counted: PasswordFailures } | { kind: 'wait'; retryAfterSec: number };

export function decidePasswordTry(state: PasswordFailures, now: number): TryDecision {
  const fresh = now - state.updatedAt >= FAILURES_FORGOTTEN_AFTER_MS ? NO_FAILURES : state;
  if (now < fresh.nextAllowedAt) {
    return { kind: 'wait', retryAfterSec: Math.ceil((fresh.nextAllowedAt - now) / 1000) };
  }
  const failures = fresh.failures + 1;
  return { kind: 'try', counted: { failures, nextAllowedAt: now + backoffAfter(failures), updatedAt: now } };
}
