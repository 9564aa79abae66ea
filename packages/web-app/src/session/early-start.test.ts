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

describe('a channel page’s first render held for the early player, on a first visit too (issue 38)', () => {
  /** A first visit's chain: the token comes after the sign-in; the player's start settles at its first frame. */
  async function firstVisit(pathname = '/channels/all/onair-one', search = '') {
    vi.stubGlobal('fetch', recordingFetch().fetch);
    const { startChannelPlayer } = await import('./early-start');
    const { releaseOf } = await import('../player/render-hold');
    const { manualClock } = await import('../testing/hold-clock');
    const { clock, advanceTo } = manualClock(200);
    let giveToken: (token: string | null) => void = () => undefined;
    const head = { token: new Promise<string | null>((resolve) => (giveToken = resolve)) };
    let frame: { resolve: () => void; reject: (error: Error) => void } = {
      resolve: () => undefined,
      reject: () => undefined,
    };
    const start = vi.fn(
      (_token: string) => new Promise<void>((resolve, reject) => (frame = { resolve, reject })),
    );
    let render: Promise<void> | null = null;
    const warm = vi.fn();
    const held = startChannelPlayer(
      head,
      start,
      (until) => (render = releaseOf(until, { clock })),
      { pathname, search },
      warm,
    );
    return { held, render: () => render, start, giveToken, frame: () => frame, advanceTo, warm };
  }

  it('holds the render through the sign-in chain, starts the player with its token, lets go at its first frame', async () => {
    const { settled } = await import('../testing/hold-clock');
    const visit = await firstVisit();
    expect(visit.held).toBe(true);
    // The player's code is asked at once, while the chain signs in (session 19).
    expect(visit.warm).toHaveBeenCalledTimes(1);
    expect(await settled(visit.render()!)).toBe(false);
    expect(visit.start).not.toHaveBeenCalled();
    visit.advanceTo(400);
    visit.giveToken('guest-token');
    expect(await settled(visit.render()!)).toBe(false);
    expect(visit.start).toHaveBeenCalledWith('guest-token');
    visit.advanceTo(600);
    visit.frame().resolve();
    expect(await settled(visit.render()!)).toBe(true);
  });

  it('lets go on the player’s failure, at the cap, or when the chain ends without a token', async () => {
    const { settled } = await import('../testing/hold-clock');
    const { FIRST_RENDER_CAP_MS } = await import('../player/render-hold');
    const failing = await firstVisit();
    failing.giveToken('guest-token');
    await settled(Promise.resolve());
    failing.frame().reject(new Error('stream refused'));
    expect(await settled(failing.render()!)).toBe(true);

    const slow = await firstVisit();
    slow.advanceTo(FIRST_RENDER_CAP_MS - 1);
    expect(await settled(slow.render()!)).toBe(false);
    slow.advanceTo(FIRST_RENDER_CAP_MS);
    expect(await settled(slow.render()!)).toBe(true);

    const blocked = await firstVisit();
    blocked.giveToken(null);
    expect(await settled(blocked.render()!)).toBe(true);
    expect(blocked.start).not.toHaveBeenCalled();
  });

  it('holds nothing where the address names no live channel (a list, an archive position)', async () => {
    for (const [pathname, search] of [
      ['/channels/all', ''],
      ['/channels/all/onair-one', '?ts=1700000000'],
    ] as const) {
      const visit = await firstVisit(pathname, search);
      expect(visit.held).toBe(false);
      expect(visit.render()).toBeNull();
      expect(visit.warm).not.toHaveBeenCalled();
    }
  });
});
