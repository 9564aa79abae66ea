import { isLoggedCookie } from './is-logged';

describe('the isLogged cookie (000 §4 Session)', () => {
  it('lives as long as the token', () => {
    expect(isLoggedCookie(43_200_000, false)).toBe('isLogged=1; path=/; max-age=43200; SameSite=Lax');
  });
  it('is Secure on https', () => {
    expect(isLoggedCookie(1_000, true)).toBe('isLogged=1; path=/; max-age=1; SameSite=Lax; Secure');
  });
  it.each([0, -5, 999])('is deleted with a lifetime of %i ms', (ms) => {
    expect(isLoggedCookie(ms, false)).toBe('isLogged=; path=/; max-age=0; SameSite=Lax');
  });
});
