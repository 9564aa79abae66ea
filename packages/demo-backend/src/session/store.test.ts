import { describe, expect, it } from 'vitest';
import { TOKEN_VALIDITY_SEC } from '../constants';
import { SessionStore } from './store';

describe('SessionStore', () => {
  it('gives an unknown device a guest user and a token that expires after the validity', () => {
    let now = 1_700_000_000_000;
    const store = new SessionStore(() => now);
    const grant = store.authorizeDevice('dev-1');
    expect(grant.user.is_guest).toBe(true);
    expect(grant.expired).toBe(1_700_000_000 + TOKEN_VALIDITY_SEC);
    expect(store.userForToken(grant.access_token)?.id).toBe(grant.user.id);
    now += TOKEN_VALIDITY_SEC * 1000;
    expect(store.userForToken(grant.access_token)).toBeUndefined();
  });

  it('keeps the same user for a device that logs in again, with a new token', () => {
    const store = new SessionStore(() => 0);
    const first = store.authorizeDevice('dev-2');
    const second = store.authorizeDevice('dev-2');
    expect(second.user.id).toBe(first.user.id);
    expect(second.access_token).not.toBe(first.access_token);
    expect(store.userForToken(first.access_token)).toBeDefined();
  });

  it('binds a device to an explicitly created user', () => {
    const store = new SessionStore(() => 0);
    const user = store.createUser({ is_guest: false, username: 'anna' });
    const grant = store.authorizeDevice('dev-3', user);
    expect(grant.user.username).toBe('anna');
    expect(store.userForToken('nope')).toBeUndefined();
  });
});
