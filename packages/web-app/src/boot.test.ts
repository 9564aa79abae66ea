import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

beforeEach(() => {
  // zod is one module for the whole test file: put its switch back, so the boot must turn it on itself.
  z.config({ jitless: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Every call with what the page looked like when it left: its address and zod's switch. */
function recordingFetch() {
  const calls: Array<{ path: string; address: string; jitless: boolean | undefined }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), window.location.href);
    calls.push({ path: url.pathname, address: window.location.href, jitless: z.config().jitless });
    return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, calls };
}

describe('the boot entry (issue 38: 000 §4 before the app’s entry arrives)', () => {
  it('strips the address’s token and turns off zod’s eval probe before its first call', async () => {
    const { fetch, calls } = recordingFetch();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('ONAIR_CONFIG', { apiBase: 'http://api.example/v2/' });
    window.history.replaceState(null, '', '/channels/all/onair-one?access_token=secret&x=1');
    await import('./boot');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.address).not.toContain('secret');
      expect(call.jitless).toBe(true);
    }
    expect(window.location.search).toBe('?x=1');
    // Its start settles here, so none of its calls lands in the next test's fetch.
    const { sessionHeadStart } = await import('./session/head-start');
    await sessionHeadStart()?.result.catch(() => undefined);
  });

  it('starts the session once: the app’s entry adopts the boot’s run instead of starting its own', async () => {
    const { fetch, calls } = recordingFetch();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('ONAIR_CONFIG', { apiBase: 'http://api.example/v2/' });
    await import('./boot');
    const { sessionHeadStart, startSessionEarly } = await import('./session/head-start');
    const booted = sessionHeadStart();
    expect(booted).not.toBeNull();
    // What main.tsx imports after the boot has run: the same module instances, so nothing starts again.
    await import('./strip-url-token');
    await import('./security/zod-jitless');
    const entry = await import('./session/early-start');
    startSessionEarly(entry.queryClient);
    expect(sessionHeadStart()).toBe(booted);
    expect(calls.filter((call) => call.path === '/v2/users/self/network')).toHaveLength(1);
  });

  it('runs its three modules in the entry’s order: the token strip, then zod’s switch, then the start', async () => {
    const source = (await import('./boot.ts?raw')).default as string;
    const imports = [...source.matchAll(/^import '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['./strip-url-token', './security/zod-jitless', './session/early-start']);
    const entry = (await import('./main.tsx?raw')).default as string;
    const entryImports = [...entry.matchAll(/^import '([^']+)';$/gm)].map((m) => m[1]);
    expect(entryImports.slice(0, 3)).toEqual(imports);
  });
});
