import { memoryStore } from '../../test/memory-store';
import { serialCookieName } from './device';
import { cookieAccessToken, KEYS, scopedKey, scopedStore } from './storage';

// Issue 21 item 1: before the fix one set of keys held the session whatever API the page talked to, so a
// page opened with an API override read the default API's token and guest password and sent them there.
describe('scopedStore', () => {
  it('keeps each API origin’s credentials apart and leaves preferences shared', () => {
    const shared = memoryStore({ [KEYS.token]: 'default-token', [KEYS.guest]: 'default-guest' });
    const override = scopedStore(shared, 'https://qa.test');
    expect(override.get(KEYS.token)).toBeNull();
    expect(override.get(KEYS.guest)).toBeNull();
    override.set(KEYS.token, 'qa-token');
    override.set(KEYS.language, 'ru');
    expect(shared.get(KEYS.token)).toBe('default-token');
    expect(shared.get(scopedKey(KEYS.token, 'https://qa.test'))).toBe('qa-token');
    expect(shared.get(KEYS.language)).toBe('ru');
    override.remove(KEYS.token);
    expect(shared.get(KEYS.token)).toBe('default-token');
  });

  it('is the plain store for the default API', () => {
    const shared = memoryStore();
    expect(scopedStore(shared, null)).toBe(shared);
    expect(scopedKey(KEYS.token, null)).toBe(KEYS.token);
    expect(scopedKey(KEYS.parentalOk, 'https://a.test')).toBe('onair.parental_ok@https://a.test');
  });
});

describe('serialCookieName', () => {
  it('keeps the plain name for the default API and a distinct cookie-safe one per origin', () => {
    expect(serialCookieName(null)).toBe('onair_serial');
    const a = serialCookieName('https://a.test');
    const b = serialCookieName('https://b.test');
    expect(a).toMatch(/^onair_serial_[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
  });
});

describe('cookieAccessToken', () => {
  it('gives the cookie token to the default API only', () => {
    expect(cookieAccessToken('a=1; access_token=site-token', null)).toBe('site-token');
    expect(cookieAccessToken('a=1; access_token=site-token', 'https://qa.test')).toBeNull();
    expect(cookieAccessToken(null, null)).toBeNull();
  });
});
