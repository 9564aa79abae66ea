import {
  attachHttpStatsClient,
  createHttpStatsApi,
  createLazyStatsApi,
  type HttpStatsClientFactory,
} from './http-stats-api';
import type { StatsCall } from './types';

/** A client that records what it was asked, in order, and the options it was made with. */
function recordingFactory() {
  const calls: string[] = [];
  const made: Parameters<HttpStatsClientFactory>[0][] = [];
  const factory: HttpStatsClientFactory = (options) => {
    made.push(options);
    const record = (name: string) => async () => {
      calls.push(name);
    };
    return {
      stat: async (statId, seconds) => {
        calls.push(`stat ${String(statId)} ${seconds}`);
      },
      playbackStart: record('playbackStart'),
      playbackUpdate: record('playbackUpdate'),
      playbackError: record('playbackError'),
      tracking: record('tracking'),
      analytics: record('analytics'),
      beacon: (call: StatsCall) => calls.push(`beacon ${call.method}`) > 0,
    };
  };
  return { factory, calls, made };
}

/** The stats chunk, held back until the test lets it arrive (or fail). */
function heldChunk(factory: HttpStatsClientFactory) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<HttpStatsClientFactory>((resolve, reject) => {
        arrive = () => resolve(factory);
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

const options = { baseUrl: 'http://api.test/v2', sendBeacon: () => true };

describe('HTTP stats API (the core stand-in)', () => {
  it('holds calls made before the stats chunk arrives and sends them all, in order, once it has', async () => {
    const { factory, calls } = recordingFactory();
    const chunk = heldChunk(factory);
    const api = createLazyStatsApi(options, chunk.load);
    expect(chunk.load).not.toHaveBeenCalled(); // creating it downloads nothing
    const sent = [
      api.playbackStart({ statId: 7, contentId: 7, startType: 'content', position: 0 }),
      api.tracking({ fts: 1, evtp: 1 }),
      api.stat(7, 30),
      api.analytics({ event: 'play', name_template: 'watch_5_minutes', value: 7, source: 'content' }),
    ];
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    chunk.arrive();
    await Promise.all(sent);
    expect(calls).toEqual(['playbackStart', 'tracking', 'stat 7 30', 'analytics']);
  });

  it('keeps the order when the client is attached while calls still wait for the chunk', async () => {
    const { factory, calls, made } = recordingFactory();
    const chunk = heldChunk(factory);
    const api = createLazyStatsApi(options, chunk.load);
    const first = api.stat(1, 30);
    attachHttpStatsClient(api, factory);
    const second = api.stat(1, 15);
    chunk.arrive();
    await Promise.all([first, second]);
    expect(calls).toEqual(['stat 1 30', 'stat 1 15']);
    expect(made).toHaveLength(1); // one client, whichever way it came
  });

  it('goes straight to an attached client, beacons included, and never loads the chunk itself', async () => {
    const { factory, calls } = recordingFactory();
    const chunk = heldChunk(factory);
    const api = createLazyStatsApi(options, chunk.load);
    expect(api.beacon?.({ method: 'stat', statId: 1, seconds: 5 })).toBe(false); // no client yet: not sent
    expect(calls).toEqual([]);
    attachHttpStatsClient(api, factory);
    expect(api.beacon?.({ method: 'stat', statId: 1, seconds: 5 })).toBe(true);
    await api.tracking({ fts: 1, evtp: 3 });
    expect(calls).toEqual(['beacon stat', 'tracking']);
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('rejects the waiting calls when the chunk fails to load, and loads it again for the next call', async () => {
    const { factory, calls } = recordingFactory();
    const chunk = heldChunk(factory);
    const api = createLazyStatsApi(options, chunk.load);
    const waiting = [api.stat(2, 30), api.tracking({ fts: 1, evtp: 1 })];
    chunk.fail(new TypeError('Failed to fetch dynamically imported module'));
    for (const call of waiting) await expect(call).rejects.toThrow('Failed to fetch');
    const retried = api.stat(2, 30);
    chunk.arrive();
    await retried;
    expect(chunk.load).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['stat 2 30']);
  });

  it('refuses a beacon while its client has none, so the queue sends the call the ordinary way', () => {
    const { factory } = recordingFactory();
    const api = createLazyStatsApi({ baseUrl: 'http://api.test/v2' }, heldChunk(factory).load);
    attachHttpStatsClient(api, (o) => ({ ...factory(o), beacon: undefined }));
    expect(api.beacon?.({ method: 'stat', statId: 1, seconds: 5 })).toBe(false);
  });
});

describe('createHttpStatsApi with the real stats chunk', () => {
  it('posts a call made before the chunk was imported once it has arrived', async () => {
    const urls: string[] = [];
    const api = createHttpStatsApi({
      baseUrl: 'http://api.test/v2/',
      accessToken: 'tok',
      fetch: (async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return new Response(null, { status: 204 });
      }) as typeof fetch,
    });
    await api.stat(20_041, 30, { position: 630 });
    expect(urls).toEqual(['http://api.test/v2/stat?access_token=tok']);
  });
});
