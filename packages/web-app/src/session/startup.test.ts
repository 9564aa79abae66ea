import { vi } from 'vitest';
import { ApiError, httpError } from '../api/errors';
import type { Configuration, Grant, Network, User } from '../api/schemas';
import { runStartup, type StartupDeps } from './startup';
import type { SessionState, StartupApi } from './startup-types';
import type { StoredToken } from './token';

const NOW = 1_700_000_000_000;
const guestUser: User = { id: 7, is_guest: true, username: 'guest-x' };
const grant = (token = 'fresh'): Grant => ({ access_token: token, expired: NOW / 1000 + 3600 });

function setup(
  over: { network?: Partial<Network>; session?: Partial<SessionState>; api?: Partial<StartupApi> } = {},
) {
  const calls: string[] = [];
  const saved: StoredToken[] = [];
  let session: SessionState = { stored: null, credentials: null, loggedOut: false, ...over.session };
  let used: string | null = null;
  const api: StartupApi = {
    network: async () => {
      calls.push('network');
      return { is_guest_allowed: true, country: 'GB', remote: '10.0.0.1', ...over.network };
    },
    configuration: async () => {
      calls.push('configuration');
      return {};
    },
    resources: async () => {
      calls.push('resources');
      return {};
    },
    createGuest: async () => {
      calls.push('createGuest');
      return guestUser;
    },
    authorizeDevice: async () => {
      calls.push('authorizeDevice');
      return grant();
    },
    self: async () => {
      calls.push(`self:${used}`);
      return guestUser;
    },
    devices: async () => [],
    removeDevice: async () => undefined,
    ...over.api,
  };
  const deps: StartupDeps = {
    api,
    now: () => NOW,
    device: {
      device_type: 'pc',
      vendor: 'Chrome',
      model: 'Chrome',
      version: 190,
      os_name: 'Linux',
      os_version: '',
      application_type: 'web',
      serial: 'serial1',
    },
    urlToken: null,
    cookieToken: null,
    provider: null,
    randomId: () => 'gen',
    read: () => session,
    saveToken: (token) => {
      saved.push(token);
      session = { ...session, stored: token };
    },
    saveCredentials: (credentials) => {
      session = { ...session, credentials };
    },
    clear: () => {
      calls.push('clear');
      session = { stored: null, credentials: null, loggedOut: false };
    },
    applyToken: (token) => {
      used = token;
    },
    autoAuth: async () => {
      calls.push('autoAuth');
      return grant('auto');
    },
  };
  return { deps, calls, saved, session: () => session };
}

describe('runStartup (000 §4)', () => {
  it('loads network, then configuration and resources, and starts a guest with derived credentials', async () => {
    const { deps, calls, saved, session } = setup();
    const result = await runStartup(deps);
    expect(calls).toEqual([
      'network',
      'configuration',
      'resources',
      'createGuest',
      'authorizeDevice',
      'self:fresh',
    ]);
    expect(result.state).toBe('ready');
    expect(result.state === 'ready' && result.token).toBe('fresh');
    expect(saved[0]).toEqual({ value: 'fresh', setAt: NOW, expiresAt: NOW + 3_600_000, error: false });
    expect(session().credentials).toEqual({ username: 'guest-gen', password: 'gen:serial1' });
  });

  it('enters auth-only mode when guests are not allowed', async () => {
    const { deps, calls } = setup({ network: { is_guest_allowed: false } });
    expect((await runStartup(deps)).state).toBe('auth-only');
    expect(calls).not.toContain('createGuest');
  });

  it('calls auto-auth when the provider has it', async () => {
    const { deps, calls } = setup({ network: { auto_auth: 'https://op.test/auto' } });
    const result = await runStartup(deps);
    expect(calls).toContain('autoAuth');
    expect(result.state === 'ready' && result.token).toBe('auto');
  });

  it('a failed auto-auth ends the start for the retry modal, with the provider’s support phone (000 §8)', async () => {
    const { deps } = setup({
      network: {
        auto_auth: 'https://op.test/auto',
        provider: { id: 1, landing: { support: { phone: '+7 800 000-00-00' } } },
      } as Partial<Network>,
    });
    deps.autoAuth = async () => {
      throw new ApiError('http', 'auto-auth refused', 'https://op.test/auto', 500);
    };
    expect(await runStartup(deps)).toMatchObject({
      state: 'failed',
      autoAuth: { supportPhone: '+7 800 000-00-00' },
    });
  });

  it('a 403 from auto-auth stays a region block, and other failures carry no retry modal', async () => {
    const blocked = setup({ network: { auto_auth: 'https://op.test/auto' } });
    blocked.deps.autoAuth = async () => {
      throw new ApiError('http', 'not here', 'https://op.test/auto', 403);
    };
    expect((await runStartup(blocked.deps)).state).toBe('region-blocked');
    const { deps } = setup({
      api: {
        network: async () => {
          throw new ApiError('network', 'Failed to fetch', 'u');
        },
      },
    });
    expect(await runStartup(deps)).not.toHaveProperty('autoAuth');
  });

  it('re-authorises a flagged token with the stored credentials', async () => {
    const { deps, calls } = setup({
      session: {
        stored: { value: 'old', setAt: 0, expiresAt: NOW * 2, error: true },
        credentials: { username: 'u', password: 'p' },
      },
    });
    const result = await runStartup(deps);
    expect(calls).toContain('authorizeDevice');
    expect(calls).not.toContain('createGuest');
    expect(result.state === 'ready' && result.token).toBe('fresh');
  });

  it('renews a signed-in device (no guest credentials) with its own expired token, not as a new guest', async () => {
    let sentWith: string | null = null;
    const { deps, calls } = setup({
      session: { stored: { value: 'expired-user-token', setAt: 0, expiresAt: NOW - 1, error: false } },
      api: {
        authorizeDevice: async () => {
          calls.push('authorizeDevice');
          return grant('renewed');
        },
      },
    });
    const applyToken = deps.applyToken;
    deps.applyToken = (token) => {
      if (sentWith === null) sentWith = token;
      applyToken(token);
    };
    const result = await runStartup(deps);
    expect(sentWith).toBe('expired-user-token');
    expect(calls).toContain('authorizeDevice');
    expect(calls).not.toContain('createGuest');
    expect(result.state === 'ready' && result.token).toBe('renewed');
  });

  it('clears storage and starts over as a guest when re-authorisation fails', async () => {
    let first = true;
    const { deps, calls } = setup({
      session: {
        stored: { value: 'old', setAt: 0, expiresAt: 1, error: false },
        credentials: { username: 'u', password: 'p' },
      },
      api: {
        authorizeDevice: async () => {
          if (first) {
            first = false;
            throw httpError('u', 404, null);
          }
          return grant('second');
        },
      },
    });
    const result = await runStartup(deps);
    expect(calls).toContain('clear');
    expect(calls).toContain('createGuest');
    expect(result.state === 'ready' && result.token).toBe('second');
  });

  it('turns a 403 on device authorisation into a region block with the server message, country and IP', async () => {
    const { deps } = setup({
      api: {
        authorizeDevice: async () => {
          throw httpError('u', 403, { error: { status: 403, message: 'Blocked in your region' } });
        },
      },
    });
    expect(await runStartup(deps)).toEqual({
      state: 'region-blocked',
      message: 'Blocked in your region',
      country: 'GB',
      ip: '10.0.0.1',
    });
  });

  it('removes the oldest device on a 400 and retries once', async () => {
    let attempts = 0;
    const removed: Array<string | number> = [];
    const { deps } = setup({
      session: {
        stored: { value: 'old', setAt: 0, expiresAt: 1, error: false },
        credentials: { username: 'u', password: 'p' },
      },
      api: {
        authorizeDevice: async () => {
          attempts += 1;
          if (attempts === 1) throw httpError('u', 400, { error: { message: 'Too many devices' } });
          return grant('after-removal');
        },
        devices: async () => [
          { id: 'new', login_at: '2024-05-02T00:00:00Z' },
          { id: 'old', login_at: '2024-01-01T00:00:00Z' },
        ],
        removeDevice: async (id) => void removed.push(id),
      },
    });
    const result = await runStartup(deps);
    expect(removed).toEqual(['old']);
    expect(result.state === 'ready' && result.token).toBe('after-removal');
  });

  it('reports a failed network call as a failed start, not a crash', async () => {
    const { deps } = setup({
      api: {
        network: async () => {
          throw new ApiError('network', 'Failed to fetch', 'u');
        },
      },
    });
    const result = await runStartup(deps);
    expect(result.state).toBe('failed');
  });

  it('flags a stored token the server rejects and re-authorises the device in the same start', async () => {
    const { deps, calls, session } = setup({
      session: {
        stored: { value: 'dead', setAt: NOW - 3_600_000, expiresAt: NOW + 3_600_000, error: false },
        credentials: { username: 'u', password: 'p' },
      },
      api: {
        self: async () => {
          calls.push('self');
          if (session().stored?.value === 'dead')
            throw httpError('u', 401, { error: { error_code: 'authentication_failed' } });
          return guestUser;
        },
      },
    });
    const result = await runStartup(deps);
    expect(calls.filter((c) => c === 'authorizeDevice')).toHaveLength(1);
    expect(result.state === 'ready' && result.token).toBe('fresh');
    expect(session().stored).toMatchObject({ value: 'fresh', error: false });
  });

  it('signs in beside configuration and resources, once the network info is known', async () => {
    let answerConfiguration: (value: Configuration) => void = () => undefined;
    const { deps, calls } = setup({
      api: {
        configuration: () => {
          calls.push('configuration');
          return new Promise((resolve) => {
            answerConfiguration = resolve;
          });
        },
      },
    });
    const started = runStartup(deps);
    await vi.waitFor(() => expect(calls).toContain('self:fresh'));
    // The sign-in finished while the configuration was still on its way; the start waits for both.
    let settled = false;
    void started.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answerConfiguration({ catchup_blackout_mattress_url: 'm' });
    const result = await started;
    expect(result.state === 'ready' && result.configuration).toEqual({ catchup_blackout_mattress_url: 'm' });
    expect(calls.indexOf('network')).toBeLessThan(calls.indexOf('createGuest'));
  });

  it('a region block on the configuration ends the start even while the sign-in runs', async () => {
    const { deps } = setup({
      api: {
        configuration: async () => {
          throw httpError('u', 403, { error: { status: 403, message: 'Blocked in your region' } });
        },
        authorizeDevice: () => new Promise(() => undefined),
      },
    });
    expect(await runStartup(deps)).toMatchObject({
      state: 'region-blocked',
      message: 'Blocked in your region',
    });
  });

  it('uses a token from the URL without creating a guest', async () => {
    const { deps, calls } = setup();
    deps.urlToken = 'from-url';
    const result = await runStartup(deps);
    expect(calls).not.toContain('createGuest');
    expect(result.state === 'ready' && result.token).toBe('from-url');
  });

  it('a first visit asks configuration and resources beside the network info, not after it', async () => {
    let answerNetwork: (value: Network) => void = () => undefined;
    const { deps, calls } = setup({
      api: {
        network: () => {
          calls.push('network');
          return new Promise((resolve) => {
            answerNetwork = resolve;
          });
        },
      },
    });
    const started = runStartup(deps);
    await vi.waitFor(() => expect(calls).toEqual(['network', 'configuration', 'resources']));
    expect(calls).not.toContain('createGuest');
    answerNetwork({ is_guest_allowed: true });
    expect((await started).state).toBe('ready');
    expect(calls.indexOf('createGuest')).toBeGreaterThan(calls.indexOf('resources'));
  });
});

describe('runStartup from stored answers: a returning viewer (issue 38)', () => {
  const stored = { value: 'kept', setAt: NOW - 3_600_000, expiresAt: NOW + 3_600_000, error: false };
  const snapshot = {
    network: { is_guest_allowed: true, country: 'GB', id: 1 },
    configuration: { catchup_blackout_mattress_url: 'old' },
    resources: { logo: 'a' },
    savedAt: NOW - 60_000,
  };
  function returning(api: Partial<StartupApi> = {}, network: Partial<Network> = {}) {
    const env = setup({ session: { stored, credentials: { username: 'u', password: 'p' } }, api, network });
    const saved: unknown[] = [];
    const tokens: string[] = [];
    env.deps.snapshot = () => snapshot;
    env.deps.saveSnapshot = (s) => saved.push(s);
    env.deps.onToken = (token) => tokens.push(`${token} after ${env.calls.length} calls`);
    return { ...env, savedSnapshots: saved, tokens };
  }

  it('applies the stored token before any call answers and is ready when the viewer has answered', async () => {
    let answerNetwork: (value: Network) => void = () => undefined;
    const env = returning({
      network: () => {
        env.calls.push('network');
        return new Promise((resolve) => {
          answerNetwork = resolve;
        });
      },
    });
    const result = await runStartup(env.deps);
    // The page's calls could start with the token before anything had answered.
    expect(env.tokens).toEqual(['kept after 3 calls']);
    expect(env.calls).toEqual(['network', 'configuration', 'resources', 'self:kept']);
    expect(result).toMatchObject({
      state: 'ready',
      token: 'kept',
      configuration: { catchup_blackout_mattress_url: 'old' },
    });
    if (result.state !== 'ready' || !result.revalidated) throw new Error('no revalidation');
    answerNetwork({ is_guest_allowed: true, country: 'GB', id: 1 });
    expect(await result.revalidated).toMatchObject({
      state: 'reconciled',
      reconciled: { kind: 'update', restartPlayer: true, reasons: ['configuration', 'resources'] },
    });
    expect(env.savedSnapshots).toHaveLength(1);
    expect(env.calls).not.toContain('authorizeDevice');
  });

  it('a changed region in the fresh network info restarts the player', async () => {
    const env = returning(
      { configuration: async () => snapshot.configuration, resources: async () => snapshot.resources },
      { country: 'DE', id: 1 },
    );
    const result = await runStartup(env.deps);
    if (result.state !== 'ready' || !result.revalidated) throw new Error('no revalidation');
    expect(await result.revalidated).toMatchObject({
      state: 'reconciled',
      network: { country: 'DE' },
      reconciled: { kind: 'update', restartPlayer: true, reasons: ['region'] },
    });
  });

  it('a revoked token is flagged and the device re-authorised in the same start; the page gets the new token', async () => {
    const env = returning({
      self: async () => {
        env.calls.push('self');
        if (env.session().stored?.value === 'kept')
          throw httpError('u', 401, { error: { error_code: 'authentication_failed' } });
        return guestUser;
      },
    });
    const result = await runStartup(env.deps);
    expect(result).toMatchObject({ state: 'ready', token: 'fresh' });
    expect(result.state === 'ready' && result.revalidated).toBeUndefined();
    expect(env.calls.filter((c) => c === 'network')).toHaveLength(1);
    expect(env.calls).toContain('authorizeDevice');
    expect(env.session().stored).toMatchObject({ value: 'fresh', error: false });
  });

  it('with no connection the start fails as a cold one would, instead of being ready on stored answers', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    const env = returning({ network: offline, configuration: offline, resources: offline, self: offline });
    expect(await runStartup(env.deps)).toMatchObject({ state: 'failed' });
  });

  it('a region block on the fresh calls reaches the session after the start', async () => {
    const env = returning({
      network: async () => {
        throw httpError('u', 403, { error: { status: 403, message: 'Blocked in your region' } });
      },
    });
    const result = await runStartup(env.deps);
    if (result.state !== 'ready' || !result.revalidated) throw new Error('no revalidation');
    expect(await result.revalidated).toMatchObject({
      state: 'region-blocked',
      message: 'Blocked in your region',
    });
    expect(env.savedSnapshots).toEqual([]);
  });

  it('starts cold when the stored token must be renewed, or there is no stored answer', async () => {
    const expired = setup({
      session: {
        stored: { ...stored, setAt: 0, expiresAt: NOW - 1 },
        credentials: { username: 'u', password: 'p' },
      },
    });
    expired.deps.snapshot = () => snapshot;
    const result = await runStartup(expired.deps);
    expect(result.state === 'ready' && result.revalidated).toBeUndefined();
    expect(expired.calls).toContain('authorizeDevice');
    const none = setup({ session: { stored } });
    none.deps.snapshot = () => null;
    expect(await runStartup(none.deps)).toMatchObject({ state: 'ready', token: 'kept' });
    expect(none.calls.indexOf('network')).toBeLessThan(none.calls.indexOf('self:kept'));
  });
});
