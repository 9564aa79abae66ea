import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.doUnmock('../player/preload-engine');
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

  it('starts the channel player’s code on a channel page only', { timeout: 30_000 }, async () => {
    const preloadChannelPage = vi.fn();
    vi.doMock('../player/preload-engine', () => ({ preloadChannelPage }));
    vi.stubGlobal('fetch', recordingFetch().fetch);
    vi.stubGlobal('ONAIR_CONFIG', { apiBase: 'http://api.example/v2/' });
    window.history.replaceState(null, '', '/news');
    await import('./early-start');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadChannelPage).not.toHaveBeenCalled();

    vi.resetModules();
    window.history.replaceState(null, '', '/channels/all/onair-one');
    await import('./early-start');
    // A dynamic import through vitest's module graph: seconds when the whole suite shares two cores.
    await vi.waitFor(() => expect(preloadChannelPage).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  });
});
