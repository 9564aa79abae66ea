/**
 * Why: 000 §4 Session — a signed-in viewer carries an `isLogged` cookie; logout removes it. The cookie
 * holds no secret (the token stays in storage, never in a cookie the server would receive on every
 * request): it only says "this browser has a signed-in session", lives as long as the token, and is
 * readable by the operator's other pages on the same site.
 */
export const IS_LOGGED_COOKIE = 'isLogged';

/** The Set-Cookie-style string for `document.cookie`; `maxAgeMs` ≤ 0 deletes it. */
export function isLoggedCookie(maxAgeMs: number, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  const value = maxAge > 0 ? '1' : '';
  return `${IS_LOGGED_COOKIE}=${value}; path=/; max-age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
