import { describe, expect, it } from 'vitest';
import {
  afterCheck,
  attemptsLeft,
  lockedMinutes,
  NO_ATTEMPTS,
  PIN_LOCK_MS,
  type PinAttempts,
  WRONG_PIN_WINDOW_MS,
} from './pin-policy';

const T = 1_000_000_000;
const run = (entries: readonly [boolean, number][]): PinAttempts =>
  entries.reduce((state, [valid, at]) => afterCheck(state, valid, at), NO_ATTEMPTS);
const wrong = (n: number, from = T, step = 1_000) =>
  Array.from({ length: n }, (_, i) => [false, from + i * step] as [boolean, number]);

describe('PIN attempts policy', () => {
  it.each([
    ['nothing tried', [], T, 5, 0],
    ['one wrong', wrong(1), T + 1_000, 4, 0],
    ['four wrong', wrong(4), T + 5_000, 1, 0],
    ['five wrong: locked 15 min', wrong(5), T + 5_000, 0, 15],
    ['five wrong, 14 min later: still locked', wrong(5), T + 4_000 + 14 * 60_000, 0, 1],
    ['five wrong, the lock ran out', wrong(5), T + 4_000 + PIN_LOCK_MS, 5, 0],
    ['four wrong then right: cleared', [...wrong(4), [true, T + 5_000]], T + 6_000, 5, 0],
    [
      'wrong entries older than the window are forgotten',
      wrong(4),
      T + 3_000 + WRONG_PIN_WINDOW_MS + 1,
      5,
      0,
    ],
  ] as const)('%s', (_name, entries, now, left, minutes) => {
    const state = run(entries as readonly [boolean, number][]);
    expect(attemptsLeft(state, now)).toBe(left);
    expect(lockedMinutes(state, now)).toBe(minutes);
  });

  it('starts a new count after the window instead of locking on the fifth spread-out try', () => {
    const state = run([...wrong(4), [false, T + WRONG_PIN_WINDOW_MS + 10_000]]);
    expect(state.failures).toBe(1);
    expect(state.lockedUntil).toBeNull();
  });

  it('starts a new count after a lock has run out', () => {
    const state = run([...wrong(5), [false, T + 5_000 + PIN_LOCK_MS]]);
    expect(state).toMatchObject({ failures: 1, lockedUntil: null });
  });
});
