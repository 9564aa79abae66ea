import { memoryStore } from '../../test/memory-store';
import { httpError } from '../api/errors';
import type { Grant, User } from '../api/schemas';
import { planAuth } from '../session/auth-plan';
import { runStartup, type StartupDeps } from '../session/startup';
import type { SessionState } from '../session/startup-types';
import type { StoredToken } from '../session/token';
import { CHILD_PROFILE_KEY, childProfileRemembered, rememberProfileRole } from './child-start';

const NOW = 1_700_000_000_000;
/** A signed-in device's token, stored a day ago and past its stored expiry. */
const expired: StoredToken = { value: 'kept', setAt: NOW - 86_400_000, expiresAt: NOW - 1, error: false };

describe('a child profile’s start (000 §4 Profile: auth-device-on-start skipped)', () => {
  it('remembers whether the profile last read was a child’s', () => {
    const store = memoryStore();
    rememberProfileRole(store, 'child');
    expect(store.get(CHILD_PROFILE_KEY)).toBe('1');
    expect(childProfileRemembered(store)).toBe(true);
    rememberProfileRole(store, 'adult');
    expect(childProfileRemembered(store)).toBe(false);
    rememberProfileRole(store, 'child');
    rememberProfileRole(store, null);
    expect(childProfileRemembered(store)).toBe(false);
  });

  it('plans the stored token as it is past its expiry, but re-authorises a flagged one', () => {
    const facts = {
      autoAuthUrl: null,
      loggedOut: false,
      urlToken: null,
      cookieToken: null,
      canReauthorize: true,
      guestAllowed: true,
      now: NOW,
    };
    expect(planAuth({ ...facts, stored: expired }).kind).toBe('reauthorize-device');
    expect(planAuth({ ...facts, stored: expired, childProfile: true })).toEqual({
      kind: 'stored-token',
      token: 'kept',
    });
    expect(planAuth({ ...facts, stored: { ...expired, error: true }, childProfile: true }).kind).toBe(
      'reauthorize-device',
    );
  });

  function start(session: SessionState, tokenAccepted: boolean) {
    const calls: string[] = [];
    let state = session;
    let used: string | null = null;
    const viewer: User = { id: 9, is_guest: false, username: 'parent' };
    const deps: StartupDeps = {
      api: {
        network: async () => ({ is_guest_allowed: true }),
        configuration: async () => ({}),
        resources: async () => ({}),
        createGuest: async () => viewer,
        authorizeDevice: async (): Promise<Grant> => {
          calls.push('authorizeDevice');
          return { access_token: 'fresh', expired: NOW / 1000 + 3600 };
        },
        self: async () => {
          calls.push(`self:${used}`);
          if (used === 'kept' && !tokenAccepted)
            throw httpError('u', 401, { error: { error_code: 'authentication_failed' } });
          return viewer;
        },
        devices: async () => [],
        removeDevice: async () => undefined,
      },
      now: () => NOW,
      device: {
        device_type: 'pc',
        vendor: 'v',
        model: 'm',
        version: 190,
        os_name: 'Linux',
        os_version: '',
        application_type: 'web',
        serial: 's',
      },
      urlToken: null,
      cookieToken: null,
      provider: null,
      randomId: () => 'id',
      read: () => state,
      saveToken: (token) => {
        state = { ...state, stored: token };
      },
      saveCredentials: () => undefined,
      clear: () => undefined,
      applyToken: (token) => {
        used = token;
      },
      autoAuth: async () => ({ access_token: 'auto' }),
    };
    return { calls, deps, state: () => state };
  }

  it('a signed-in device on a child profile starts on its stored token without re-authorising', async () => {
    const child = start({ stored: expired, credentials: null, loggedOut: false, childProfile: true }, true);
    expect(await runStartup(child.deps)).toMatchObject({ state: 'ready', token: 'kept' });
    expect(child.calls).toEqual(['self:kept']);
    // The same device on an adult profile re-authorises, as before.
    const adult = start({ stored: expired, credentials: null, loggedOut: false, childProfile: false }, true);
    expect(await runStartup(adult.deps)).toMatchObject({ state: 'ready', token: 'fresh' });
    expect(adult.calls).toContain('authorizeDevice');
  });

  it('re-authorises once the server refuses the child profile’s stored token', async () => {
    const child = start({ stored: expired, credentials: null, loggedOut: false, childProfile: true }, false);
    expect(await runStartup(child.deps)).toMatchObject({ state: 'ready', token: 'fresh' });
    expect(child.calls).toEqual(['self:kept', 'authorizeDevice', 'self:fresh']);
    expect(child.state().stored).toMatchObject({ value: 'fresh', error: false });
  });
});
