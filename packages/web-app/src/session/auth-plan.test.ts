import { type AuthFacts, planAuth } from './auth-plan';

const facts = (over: Partial<AuthFacts> = {}): AuthFacts => ({
  autoAuthUrl: null,
  loggedOut: false,
  urlToken: null,
  cookieToken: null,
  stored: null,
  canReauthorize: false,
  guestAllowed: true,
  now: 10_000_000,
  ...over,
});
const stored = (over = {}) => ({ value: 'kept', setAt: 0, expiresAt: 20_000_000, error: false, ...over });

describe('planAuth (000 §4 Startup)', () => {
  it('calls auto-auth first when the provider has it and the user did not log out', () => {
    expect(planAuth(facts({ autoAuthUrl: 'https://op/auto', urlToken: 'u' }))).toEqual({
      kind: 'auto-auth',
      url: 'https://op/auto',
    });
    expect(planAuth(facts({ autoAuthUrl: 'https://op/auto', loggedOut: true })).kind).toBe('guest');
  });

  it('takes a token from the URL before anything stored', () => {
    expect(planAuth(facts({ urlToken: 'u', stored: stored() }))).toEqual({
      kind: 'given-token',
      token: 'u',
      source: 'url',
    });
  });

  it('keeps a valid stored token and re-authorises an expired or flagged one', () => {
    expect(planAuth(facts({ stored: stored() }))).toEqual({ kind: 'stored-token', token: 'kept' });
    expect(planAuth(facts({ stored: stored({ expiresAt: 1 }), canReauthorize: true })).kind).toBe(
      'reauthorize-device',
    );
    expect(planAuth(facts({ stored: stored({ error: true }), canReauthorize: true })).kind).toBe(
      'reauthorize-device',
    );
  });

  it('falls back to a guest when a dead token cannot be re-authorised', () => {
    expect(planAuth(facts({ stored: stored({ error: true }), canReauthorize: false })).kind).toBe('guest');
  });

  it('uses a cookie token only when nothing is stored', () => {
    expect(planAuth(facts({ cookieToken: 'c' }))).toEqual({
      kind: 'given-token',
      token: 'c',
      source: 'cookie',
    });
  });

  it('starts a guest when allowed, else auth-only mode', () => {
    expect(planAuth(facts()).kind).toBe('guest');
    expect(planAuth(facts({ guestAllowed: false })).kind).toBe('auth-only');
  });
});
