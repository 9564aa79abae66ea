import { canAddProfile, canDeleteProfile, MAX_PROFILES, profileNameError } from './profile-rules';
import type { Profile } from './schemas';

const p = (id: number, role: 'adult' | 'child' = 'adult', is_active = false): Profile => ({
  id,
  name: `P${id}`,
  role,
  is_active,
});

describe('profile rules (000 §4 Profile, §5)', () => {
  it('allows at most 5 profiles', () => {
    expect(MAX_PROFILES).toBe(5);
    expect(canAddProfile([1, 2, 3, 4].map((id) => p(id)))).toBe(true);
    expect(canAddProfile([1, 2, 3, 4, 5].map((id) => p(id)))).toBe(false);
  });
  it('never deletes the active profile', () => {
    expect(canDeleteProfile(p(1, 'adult', true), null)).toBe(false);
    expect(canDeleteProfile(p(1), 1)).toBe(false);
    expect(canDeleteProfile(p(2), 1)).toBe(true);
  });
  it('requires a name', () => {
    expect(profileNameError('  ')).toBe('error_required');
    expect(profileNameError('Маша')).toBeUndefined();
  });
});
