import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStartupParams } from './query-params';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  localStorage.clear();
});

// Each test takes a fresh module: the entry's run is held for the page's life.
const fresh = () => import('./head-start');

/** A demo operator that lets guests in: every call answered, each recorded with its URL and language. */
function operator() {
  const calls: Array<{ path: string; token: string | null; language: string | null }> = [];
  const answers: Record<string, unknown> = {
    '/v2/users/self/network': { is_guest_allowed: true },
    '/v2/platform/configuration': {},
    '/v2/platform/resources': {},
    '/v2/users': { id: 7, is_guest: true },
    '/v2/auth/device': { access_token: 'tok', expired: 4_000_000_000 },
    '/v2/users/self': { id: 7, is_guest: true },
    '/v2/channels': [],
    '/v2/categories': [],
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({
      path: url.pathname,
      token: url.searchParams.get('access_token'),
      language: new Headers(init?.headers).get('Accept-Language'),
    });
    const body = answers[url.pathname];
    return new Response(JSON.stringify(body ?? {}), {
      status: body === undefined ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, calls };
}

describe('the session head start (000 §4 from the entry)', () => {
  it('starts nothing without an API base', async () => {
    vi.stubGlobal('ONAIR_CONFIG', {});
    const { startSessionEarly, sessionHeadStart } = await fresh();
    startSessionEarly(new QueryClient());
    expect(sessionHeadStart()).toBeNull();
  });

  it('runs the start on the runtime SessionProvider adopts, in the page language, the token applied', async () => {
    const { fetch, calls } = operator();
    vi.stubGlobal('fetch', fetch);
    const { createSessionRuntime, startSession } = await fresh();
    const runtime = createSessionRuntime('http://api.test/v2', readStartupParams('?lang=ru', 'site'));
    const result = await startSession(runtime, new QueryClient());
    expect(result.state).toBe('ready');
    expect(runtime.tokenRef.current).toBe('tok');
    expect(calls.map((c) => c.path).slice(0, 1)).toEqual(['/v2/users/self/network']);
    expect(calls.every((c) => c.language === 'ru')).toBe(true);
    // The viewer is read with the token the start applied; the token time is recorded for the cache.
    expect(calls.find((c) => c.path === '/v2/users/self')?.token).toBe('tok');
    expect(runtime.tokenAt.current).toBeLessThanOrEqual(Date.now());
  });

  it("forwards the API's error actions to SessionProvider once it has mounted", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { message: 'nope' } }), { status: 500 })),
    );
    const { createSessionRuntime } = await fresh();
    const runtime = createSessionRuntime('http://api.test/v2', readStartupParams('', 'site'));
    const hook = vi.fn();
    runtime.onErrorAction.current = hook;
    await expect(runtime.endpoints.categories()).rejects.toThrow();
    expect(hook).toHaveBeenCalled();
  });
});
