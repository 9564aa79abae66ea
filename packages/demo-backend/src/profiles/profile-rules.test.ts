import { describe, expect, it } from 'vitest';
import { canCreateProfile, canDeleteProfile, MAX_PROFILES, suitableForChild } from './profile-rules';

describe('profile rules (000 §5, §6, §9)', () => {
  it.each([
    [0, true],
    [4, true],
    [MAX_PROFILES, false],
    [7, false],
  ])('with %i profiles a new one is allowed: %s', (existing, ok) => {
    expect(canCreateProfile(existing).ok).toBe(ok);
  });

  it.each([
    ['another of the account’s', 2, [1, 2], 1, null],
    ['the active one', 1, [1, 2], 1, 'error_profile_active'],
    ['someone else’s', 9, [1, 2], 1, 'not_found'],
    ['one of an account with none active', 1, [1], null, null],
  ] as const)('removing %s', (_name, id, own, active, errorCode) => {
    const verdict = canDeleteProfile(id, own, active);
    expect(verdict.ok ? null : verdict.errorCode).toBe(errorCode);
  });

  it.each([
    [undefined, true],
    [0, true],
    [12, true],
    [16, false],
    [18, false],
  ])('a child may see age %s: %s', (age, ok) => {
    expect(suitableForChild(age)).toBe(ok);
  });
});
