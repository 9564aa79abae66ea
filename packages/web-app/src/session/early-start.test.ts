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

  it('starts the channel player’s code, and the player itself, on a channel page only', async () => {
    vi.stubGlobal('fetch', recordingFetch().fetch);
    vi.stubGlobal('ONAIR_CONFIG', { apiBase: 'http://api.example/v2/' });
    const { startEarly } = await import('./early-start');
    const preloadChannelPage = vi.fn();
    const startPlayer = vi.fn();
    startEarly('/news', preloadChannelPage, 'en', startPlayer);
    expect(preloadChannelPage).not.toHaveBeenCalled();
    expect(startPlayer).not.toHaveBeenCalled();
    startEarly('/channels/all/onair-one', preloadChannelPage, 'en', startPlayer);
    expect(preloadChannelPage).toHaveBeenCalledTimes(1);
    expect(startPlayer).toHaveBeenCalledTimes(1);
  });

  it('asks for the translation the first render waits for, and English, beside the start-up calls', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return new Response('{}');
      }),
    );
    vi.stubGlobal('ONAIR_CONFIG', { apiBase: 'http://api.example/v2/' });
    window.history.replaceState(null, '', '/channels/all/onair-one?lang=ru');
    const { entryLanguage } = await import('./early-start');
    expect(entryLanguage()).toBe('ru');
    const locales = asked.filter((url) => url.startsWith('/locales/'));
    expect(locales).toEqual(['/locales/ru/translation.json?v=190', '/locales/en/translation.json?v=190']);
    const { takeEarlyLocale } = await import('../i18n/early-locale');
    expect(takeEarlyLocale(locales[0]!)).not.toBeNull();
    // Handed out once: i18next's next read of the same file asks the network.
    expect(takeEarlyLocale(locales[0]!)).toBeNull();
  });
});
