import { describe, expect, it } from 'vitest';
import {
  isLocked,
  lockedUntil,
  nextPoll,
  PROMO_BUTTON_LOCK_MS,
  promoCodeInput,
  promoCodeProblem,
} from './policies';

describe('promo wizard policies', () => {
  it('locks the button for 10 s after a click', () => {
    const until = lockedUntil(1_000);
    expect(PROMO_BUTTON_LOCK_MS).toBe(10_000);
    expect(isLocked(until, 1_000)).toBe(true);
    expect(isLocked(until, 10_999)).toBe(true);
    expect(isLocked(until, 11_000)).toBe(false);
    expect(isLocked(null, 0)).toBe(false);
  });

  it('polls every 300 ms, 600 ms with a transaction, and gives up at the limit', () => {
    const base = { startedAt: 0, limitMs: 1_000 };
    expect(nextPoll({ ...base, now: 0, hasTransaction: false })).toEqual({ kind: 'wait', delayMs: 300 });
    expect(nextPoll({ ...base, now: 999, hasTransaction: true })).toEqual({ kind: 'wait', delayMs: 600 });
    expect(nextPoll({ ...base, now: 1_000, hasTransaction: true })).toEqual({ kind: 'give_up' });
  });

  it('keeps at most 15 characters and requires a code', () => {
    expect(promoCodeInput('  ABCDEFGHIJKLMNOPQ')).toBe('ABCDEFGHIJKLMNO');
    expect(promoCodeProblem('   ')).toBe('required');
    expect(promoCodeProblem('A'.repeat(16))).toBe('too_long');
    expect(promoCodeProblem(' FREE30 ')).toBeNull();
  });
});

describe('card link failure reasons', () => {
  it('says the provider’s known reasons in the viewer’s words and leaves others to its text', async () => {
    const { failureKey } = await import('./wizard-state');
    expect(failureKey('cancelled')).toBe('reason_cancelled');
    expect(failureKey('timeout')).toBe('reason_timeout');
    expect(failureKey('something_new')).toBeNull();
    expect(failureKey(null)).toBeNull();
  });
});
