import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

function recordingFetch() {
  const paths: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    paths.push(new URL(String(input)).pathname);
    return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, paths };
}

describe('the entry’s early start (000 §4 before the app is evaluated)', () => {
  it('sends the first start-up call while the module itself is evaluated, on the query cache it exports', async () => {
    const { fetch, paths } = recordingFetch();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('ONAIR_CONFIG', { apiBase: 'http://api.example/v2/' });
    const early = await import('./early-start');
    // Nothing awaited between the import and this line but the module's own evaluation.
    expect(paths[0]).toBe('/v2/users/self/network');
    const { sessionHeadStart } = await import('./head-start');
    expect(sessionHeadStart()).not.toBeNull();
    expect(early.queryClient.getQueryCache()).toBeDefined();
  });

  it('starts the channel player’s code on a channel page only', async () => {
    vi.stubGlobal('fetch', recordingFetch().fetch);
    vi.stubGlobal('ONAIR_CONFIG', { apiBase: 'http://api.example/v2/' });
    const { startEarly } = await import('./early-start');
    const preloadChannelPage = vi.fn();
    startEarly('/news', preloadChannelPage);
    expect(preloadChannelPage).not.toHaveBeenCalled();
    startEarly('/channels/all/onair-one', preloadChannelPage);
    expect(preloadChannelPage).toHaveBeenCalledTimes(1);
  });
});
