import { describe, expect, it } from 'vitest';
import { maxTriesWithin } from '../testing/backoff-bound';
import {
  backoffAfter,
  decidePasswordTry,
  FAILURES_FORGOTTEN_AFTER_MS,
  FIRST_BACKOFF_MS,
  FREE_PASSWORD_FAILURES,
  MAX_BACKOFF_MS,
  NO_FAILURES,
  type PasswordFailures,
} from './password-backoff';

const T = 1_000_000_000;

/** Runs `n` tries at `at`, each counted as a failure, as the store does. */
function tries(state: PasswordFailures, n: number, at: number) {
  let s = state;
  const outcomes: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = decidePasswordTry(s, at);
    outcomes.push(d.kind);
    if (d.kind === 'try') s = d.counted;
  }
  return { state: s, outcomes };
}

describe('the password back-off', () => {
  it('lets the free failures through at once, then makes each further try wait', () => {
    const burst = tries(NO_FAILURES, 50, T);
    expect(burst.outcomes.filter((k) => k === 'try')).toHaveLength(FREE_PASSWORD_FAILURES);
    expect(decidePasswordTry(burst.state, T + 10)).toEqual({
      kind: 'wait',
      retryAfterSec: Math.ceil((FIRST_BACKOFF_MS - 10) / 1000),
    });
  });

  it('doubles the wait after each further failure, up to the cap', () => {
    expect(backoffAfter(FREE_PASSWORD_FAILURES - 1)).toBe(0);
    expect(backoffAfter(FREE_PASSWORD_FAILURES)).toBe(FIRST_BACKOFF_MS);
    expect(backoffAfter(FREE_PASSWORD_FAILURES + 1)).toBe(2 * FIRST_BACKOFF_MS);
    expect(backoffAfter(FREE_PASSWORD_FAILURES + 3)).toBe(8 * FIRST_BACKOFF_MS);
    expect(backoffAfter(FREE_PASSWORD_FAILURES + 40)).toBe(MAX_BACKOFF_MS);
    let s = tries(NO_FAILURES, FREE_PASSWORD_FAILURES, T).state;
    let at = T;
    for (let k = 0; k < 4; k++) {
      at = s.nextAllowedAt;
      expect(decidePasswordTry(s, at - 1).kind).toBe('wait');
      const d = decidePasswordTry(s, at);
      if (d.kind !== 'try') throw new Error('expected a try once the wait is over');
      expect(d.counted.nextAllowedAt - at).toBe(FIRST_BACKOFF_MS * 2 ** (k + 1));
      s = d.counted;
    }
  });

  it('forgets failures after a quiet day', () => {
    const spent = tries(NO_FAILURES, 12, T).state;
    const later = decidePasswordTry(spent, spent.updatedAt + FAILURES_FORGOTTEN_AFTER_MS);
    expect(later).toMatchObject({ kind: 'try', counted: { failures: 1 } });
  });

  it('bounds the tries any attacker gets in a stretch of time', () => {
    expect(maxTriesWithin(0)).toBe(FREE_PASSWORD_FAILURES);
    expect(maxTriesWithin(FIRST_BACKOFF_MS)).toBe(FREE_PASSWORD_FAILURES + 1);
    expect(maxTriesWithin(3 * FIRST_BACKOFF_MS)).toBe(FREE_PASSWORD_FAILURES + 2);
    // Walk the policy for ten minutes, trying every 100 ms: never more than the bound.
    let s = NO_FAILURES;
    let counted = 0;
    for (let at = T; at <= T + 600_000; at += 100) {
      const d = decidePasswordTry(s, at);
      if (d.kind === 'try') {
        counted += 1;
        s = d.counted;
      }
      expect(counted).toBeLessThanOrEqual(maxTriesWithin(at - T));
    }
    expect(counted).toBeLessThan(FREE_PASSWORD_FAILURES + 12);
  });
});
