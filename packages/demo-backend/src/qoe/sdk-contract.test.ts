// Issue 40: the SDK's own stats controller and HTTP client, sending what they send, through the real stat
// routes (the OpenAPI document's source) into the QoE store. Holds the two sides of the ping fields added for
// the metrics (view, final, exit, serverCode, ad analytics' viewing) to one contract: a field the SDK sends
// that a route refuses fails here, and so does one the store does not read.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureApi, guestToken } from '../testing/api-fixture';

/** The part of the SDK's stats controller this test drives. */
interface Stats {
  sourceLoaded(source: unknown): void;
  firstFrame(ms: number): void;
  playing(): void;
  error(input: unknown): void;
  stopped(): void;
  getState(): { view: { id: string }; queue: { pending: number } };
}
const here = (path: string) => new URL(path, import.meta.url).href;
// Imported by URL so this package's typecheck does not compile the SDK's sources.
const { createStatsController } = (await import(
  here('../../../player-sdk/src/stats/stats-controller.ts')
)) as {
  createStatsController: (options: unknown) => Stats;
};
const { createHttpStatsClient } = (await import(
  here('../../../player-sdk/src/stats/http-stats-client.ts')
)) as {
  createHttpStatsClient: (options: unknown) => unknown;
};

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

let api: Awaited<ReturnType<typeof fixtureApi>>;
const answers: { path: string; status: number }[] = [];
let token = '';

beforeAll(async () => {
  api = await fixtureApi();
  token = await guestToken(api.app);
});
afterAll(() => api.app.close());

/** `fetch` over the fixture app: the request goes through the real route, its answer is kept. */
const viaApp: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const res = await api.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    payload: String(init?.body ?? ''),
    headers: { 'content-type': 'application/json', 'user-agent': CHROME },
  });
  answers.push({ path: url.pathname, status: res.statusCode });
  return new Response(res.body, { status: res.statusCode });
};

describe('the SDK’s stat calls through the real routes into the QoE store', () => {
  it('stores a played viewing, a refused licence and an exit before the first frame, as the SDK told them', async () => {
    let clock = 1_767_225_600_000;
    const statsApi = createHttpStatsClient({
      baseUrl: 'http://127.0.0.1/v2',
      accessToken: token,
      fetch: viaApp,
    });
    const abort = new AbortController();
    const stats = createStatsController({
      api: statsApi,
      now: () => clock,
      // The marks and retries are not needed here: no timer fires.
      timers: { setTimeout: () => 0, clearTimeout: () => undefined },
      signal: abort.signal,
      document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
      page: new EventTarget(),
      bridge: null,
      userAgent: CHROME,
      pixel: () => Promise.resolve(),
      viewContext: () => ({ engine: 'hls', provider: 'onair' }),
    });

    // A channel plays 12 s after a 850 ms start, and the viewer switches to a film.
    stats.sourceLoaded({ kind: 'live', channelId: 1, stream: { stat: { id: 10_001 } } });
    const channelView = stats.getState().view.id;
    stats.firstFrame(850);
    stats.playing();
    // An ad tag asked on this viewing, as the player's roll runner reports it (/v2/stat/ads).
    const adView = stats.getState().view;
    const ad = await viaApp(`http://127.0.0.1/v2/stat/ads?access_token=${token}`, {
      body: JSON.stringify({ ad: 'tag', event: 'request', place: 'pre_roll', number: 0, view: adView }),
    });
    expect(ad.status).toBe(200);
    clock += 12_000;
    // The film's licence is refused (§8 8002, the licence server's 403).
    stats.sourceLoaded({ kind: 'content', contentId: 103, stream: { stat: { id: 20_103 } } });
    const filmView = stats.getState().view.id;
    stats.playing();
    stats.error({ code: 403, errorType: 'Key load error', serverCode: 8002 });
    // A second channel is left while it loads.
    stats.sourceLoaded({ kind: 'live', channelId: 2, stream: { stat: { id: 10_002 } } });
    const exitView = stats.getState().view.id;
    clock += 3_000;
    stats.stopped();

    await vi.waitFor(() => expect(stats.getState().queue.pending).toBe(0));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    await api.qoe.drain();

    const views = await api.database.query<Record<string, unknown>>(
      `SELECT view_id, channel_id, content_id, engine, browser, provider, started, startup_ms, failed, exited,
         ended, watched_ms FROM qoe_views`,
    );
    // Received in one clock tick: compared by viewing, not in order.
    const byId = (id: string) => views.find((v) => v.view_id === id);
    expect(views).toHaveLength(3);
    expect([byId(channelView), byId(filmView), byId(exitView)]).toEqual([
      expect.objectContaining({
        view_id: channelView,
        channel_id: '1',
        engine: 'hls',
        browser: 'chrome',
        provider: 'onair',
        started: true,
        startup_ms: 850,
        ended: true,
        watched_ms: 12_000,
        failed: false,
      }),
      expect.objectContaining({ view_id: filmView, content_id: '103', failed: true, exited: false }),
      expect.objectContaining({
        view_id: exitView,
        channel_id: '2',
        exited: true,
        failed: false,
        started: false,
      }),
    ]);
    const errors = await api.database.query<{ code: string; source: string }>(
      'SELECT source, code FROM qoe_error_minute',
    );
    expect(errors).toEqual([{ source: 'playback', code: '8002' }]);
    const [ads] = await api.database.query<{ n: number }>(
      `SELECT sum(ad_requests)::int AS n FROM qoe_rollup_minute WHERE channel_id = '1'`,
    );
    expect(ads?.n).toBe(1);
    abort.abort();
  });
});
