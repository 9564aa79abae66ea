// Issue 40 items 1–3 through the real routes: stat calls land in SQL (viewings, raw events, rollups),
// redacted, de-duplicated, and the console's API shows them only to a signed-in operator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { FIXED_NOW_MS, fixtureApi, getJson, guestToken, LIBRARY_FIXTURE } from '../testing/api-fixture';
import { DEMO_OPERATOR } from './operators';

let api: Awaited<ReturnType<typeof fixtureApi>>;
let operatorToken = '';
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', 'user-agent': CHROME, ...headers },
  });
const asOperator = (url: string, token = operatorToken) =>
  getJson(api.app, url, { headers: { authorization: `Bearer ${token}` } });
const signIn = (login: string, password: string) =>
  api.app.inject({ method: 'POST', url: '/qoe/v1/session', payload: { login, password } });

describe('the operator sign-in', () => {
  it('refuses the console API without an operator token, with a viewer’s token and with a wrong password', async () => {
    expect((await getJson(api.app, '/qoe/v1/overview')).status).toBe(401);
    const viewer = await guestToken(api.app);
    expect((await asOperator('/qoe/v1/overview', viewer)).status).toBe(401);
    const wrong = await signIn(DEMO_OPERATOR.login, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: { error_code: 'wrong_login' } });
    expect(JSON.stringify(wrong.json())).not.toContain('token');
  });

  it('signs the demo operator in; the token works until sign-out', async () => {
    const res = await signIn(DEMO_OPERATOR.login, DEMO_OPERATOR.password);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; expires_at: number; operator: { login: string } };
    expect(body.operator.login).toBe('operator');
    expect(body.expires_at).toBeGreaterThan(FIXED_NOW_MS);
    const stored = await api.database.query<{ token_hash: string }>(
      'SELECT token_hash FROM operator_sessions',
    );
    expect(stored.map((s) => s.token_hash)).not.toContain(body.token);
    expect((await asOperator('/qoe/v1/session', body.token)).body).toMatchObject({
      operator: { login: 'operator' },
    });
    await api.app.inject({
      method: 'DELETE',
      url: '/qoe/v1/session',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect((await asOperator('/qoe/v1/session', body.token)).status).toBe(401);
    operatorToken = ((await signIn(DEMO_OPERATOR.login, DEMO_OPERATOR.password)).json() as { token: string })
      .token;
  });
});

describe('stat pings into SQL', () => {
  const view = (id: string, seq: number, extra: Record<string, unknown> = {}) => ({
    id,
    seq,
    kind: 'live',
    channelId: 1,
    engine: 'hls',
    device: 1,
    ...extra,
  });
  const qoe = (startupMs: number, rebufferCount: number, rebufferMs: number) => ({
    startupMs,
    rebufferCount,
    rebufferMs,
    rebufferRatio: 0,
    bitrateSwitches: 0,
    bitrate: 2_000_000,
    droppedFrames: 0,
    totalFrames: 0,
  });

  beforeAll(async () => {
    const token = await guestToken(api.app);
    const q = `?access_token=${token}`;
    // Viewing A plays, stalls once, pings twice (one sent twice: a retry), and ends.
    await post(`/v2/stat/playback/start${q}`, {
      statId: 10_001,
      channelId: 1,
      startType: 'live',
      position: 0,
      view: view('viewing-aaaa', 0),
    });
    await post(`/v2/stat${q}`, {
      stat_id: 10_001,
      seconds: 30,
      position: 30,
      qoe: qoe(700, 0, 0),
      view: view('viewing-aaaa', 1),
    });
    await post(`/v2/stat${q}`, {
      stat_id: 10_001,
      seconds: 30,
      position: 30,
      qoe: qoe(700, 0, 0),
      view: view('viewing-aaaa', 1),
    });
    await post(`/v2/stat${q}`, {
      stat_id: 10_001,
      seconds: 12,
      position: 42,
      final: true,
      qoe: qoe(700, 1, 1_500),
      view: view('viewing-aaaa', 2),
      // Clients put tokens where they should not: never stored.
      debug: { access_token: 'secret-token-1', url: 'https://cdn.example/a.ts?token=secret-token-2' },
    });
    // Viewing B (a film) is refused its licence before the first frame.
    const film = { kind: 'content', contentId: 103, channelId: undefined };
    await post(`/v2/stat/playback/error${q}`, {
      statId: 20_103,
      position: 0,
      code: 403,
      serverCode: 8002,
      errorType: 'Key load error',
      qoe: { startupMs: null, rebufferCount: 0, rebufferMs: 0, bitrate: null },
      view: view('viewing-bbbb', 0, film),
    });
    // An older client without a view: stored, attributed to no viewing.
    await post('/v2/stat', { stat_id: 10_002, seconds: 30 });
    await api.qoe.drain();
  });

  it('stores each call once, the retry not counted twice, and no token anywhere', async () => {
    const events = await api.database.query<{
      view_id: string | null;
      seq: number | null;
      kind: string;
      body: unknown;
    }>('SELECT view_id, seq, kind, body FROM qoe_events ORDER BY view_id NULLS LAST, seq');
    expect(events.map((e) => [e.view_id, e.seq, e.kind])).toEqual([
      ['viewing-aaaa', 0, 'start'],
      ['viewing-aaaa', 1, 'ping'],
      ['viewing-aaaa', 2, 'ping'],
      ['viewing-bbbb', 0, 'error'],
      [null, null, 'ping'],
    ]);
    const everything = JSON.stringify(
      await api.database.query('SELECT e.body, v.* FROM qoe_events e LEFT JOIN qoe_views v USING (view_id)'),
    );
    expect(everything).not.toContain('secret-token');
    expect(everything).toContain('cdn.example/a.ts');
  });

  it('keeps the rollups equal to counts from the raw events', async () => {
    const [raw] = await api.database.query<Record<string, number>>(
      `SELECT count(*)::int AS events,
         count(DISTINCT view_id) FILTER (WHERE kind = 'start')::int AS plays,
         count(*) FILTER (WHERE kind = 'error')::int AS errors,
         (sum((body->>'seconds')::numeric) FILTER (WHERE kind = 'ping') * 1000)::int AS watched_ms
       FROM qoe_events`,
    );
    const [rolled] = await api.database.query<Record<string, number>>(
      `SELECT sum(events)::int AS events, sum(plays)::int AS plays, sum(errors)::int AS errors,
         sum(watched_ms)::int AS watched_ms, sum(views)::int AS views FROM qoe_rollup_minute`,
    );
    expect(rolled).toEqual({ ...raw, views: 2 });
  });

  it('shows the headline metrics, the errors by §8 code and the breakdown by channel', async () => {
    const overview = (await asOperator('/qoe/v1/overview?range=hour')).body as {
      totals: Record<string, number | null>;
      series: unknown[];
      ingest: Record<string, number>;
    };
    expect(overview.totals).toMatchObject({
      views: 2,
      plays: 1,
      failures: 1,
      failureRate: 0.5,
      errors: 1,
      watchedMs: 72_000,
      viewers: 1,
    });
    expect(Math.abs(overview.totals.startupP50! - 700) / 700).toBeLessThan(0.05);
    expect(overview.totals.rebufferRatio).toBeCloseTo(1_500 / 72_000, 5);
    expect(overview.series).toHaveLength(60);
    expect(overview.ingest).toMatchObject({ pending: 0, refused: 0 });

    const errors = (await asOperator('/qoe/v1/errors?range=hour')).body as { errors: unknown[] };
    expect(errors.errors).toEqual([
      { source: 'playback', code: '8002', errorType: 'Key load error', count: 1 },
    ]);

    const byChannel = (await asOperator('/qoe/v1/breakdown?range=day&dim=channel')).body as {
      rows: { value: string; label: string; metrics: Record<string, unknown> }[];
    };
    const channel = byChannel.rows.find((r) => r.value === '1')!;
    expect(channel.label).not.toBe('1');
    expect(channel.metrics).toMatchObject({ views: 1, plays: 1 });
    const byEngine = (await asOperator('/qoe/v1/breakdown?range=hour&dim=engine&content=103')).body as {
      rows: { value: string; metrics: Record<string, unknown> }[];
    };
    expect(byEngine.rows).toEqual([
      expect.objectContaining({ value: 'hls', metrics: expect.objectContaining({ failures: 1 }) }),
    ]);
    expect((await asOperator('/qoe/v1/breakdown?range=hour&dim=colour')).status).toBe(400);
  });

  it('gives one metric’s time series under the breakdown’s filters', async () => {
    type Series = {
      metric: string;
      filters: Record<string, string>;
      total: number | null;
      views: number;
      points: { at: number; value: number | null }[];
    };
    const read = async (query: string) => (await asOperator(`/qoe/v1/series?${query}`)).body as Series;
    const all = await read('range=hour&metric=failureRate');
    expect(all).toMatchObject({ metric: 'failureRate', filters: {}, total: 0.5, views: 2 });
    expect(all.points).toHaveLength(60);
    // Both viewings began in one minute: one point has them, the others have no data (null, not 0).
    expect(all.points.filter((p) => p.value !== null).map((p) => p.value)).toEqual([0.5]);

    const film = await read('range=hour&metric=failureRate&content=103');
    expect(film).toMatchObject({ filters: { content: '103' }, total: 1, views: 1 });
    const channel = await read('range=hour&metric=failureRate&channel=1&engine=hls');
    expect(channel).toMatchObject({ filters: { channel: '1', engine: 'hls' }, total: 0, views: 1 });
    const startup = await read('range=day&metric=startupP50&channel=1');
    expect(startup.points).toHaveLength(96);
    expect(Math.abs(startup.total! - 700) / 700).toBeLessThan(0.05);
    // A filter nothing matches: no viewings, no data anywhere.
    const none = await read('range=hour&metric=rebufferRatio&browser=firefox');
    expect(none).toMatchObject({ total: null, views: 0 });
    expect(none.points.every((p) => p.value === null)).toBe(true);

    expect((await asOperator('/qoe/v1/series?range=hour&metric=colour')).status).toBe(400);
    expect((await asOperator('/qoe/v1/series?range=hour')).status).toBe(400);
    expect((await getJson(api.app, '/qoe/v1/series?range=hour&metric=plays')).status).toBe(401);
  });

  it('lists the viewings and tells one in order', async () => {
    const list = (await asOperator('/qoe/v1/views?range=hour')).body as { views: { viewId: string }[] };
    expect(list.views.map((v) => v.viewId).sort()).toEqual(['viewing-aaaa', 'viewing-bbbb']);
    const failed = (await asOperator('/qoe/v1/views?range=hour&failed=1')).body as {
      views: { viewId: string }[];
    };
    expect(failed.views.map((v) => v.viewId)).toEqual(['viewing-bbbb']);
    const one = (await asOperator('/qoe/v1/views/viewing-aaaa')).body as {
      view: Record<string, unknown>;
      timeline: { type: string }[];
    };
    expect(one.view).toMatchObject({ startupMs: 700, rebufferCount: 1, ended: true, browser: 'chrome' });
    expect(one.timeline.map((e) => e.type)).toEqual([
      'start',
      'firstframe',
      'rendition',
      'ping',
      'stall',
      'ping',
    ]);
    expect((await asOperator('/qoe/v1/views/viewing-zzzz')).status).toBe(404);
  });
});

describe('a second server: a full queue, and the console’s own origin', () => {
  const consoleOrigin = 'http://127.0.0.1:8790';
  let other: Awaited<ReturnType<typeof createApi>>;
  beforeAll(async () => {
    // One more database for both cases (a new one costs seconds on a busy machine).
    other = await createApi(LIBRARY_FIXTURE, {
      seed: 1,
      qoeLimits: { capacity: 0 },
      corsOrigins: () => ['http://127.0.0.1:8788'],
      consoleOrigins: () => [consoleOrigin],
    });
  });
  afterAll(() => other.app.close());

  it('answers 503 with Retry-After when the queue is full, and counts it', async () => {
    const res = await other.app.inject({
      method: 'POST',
      url: '/v2/stat',
      payload: { stat_id: 1, seconds: 30 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(other.qoe.figures()).toMatchObject({ refused: 1, accepted: 0 });
    // Tracking is not QoE: it never waits for the queue.
    const tracking = await other.app.inject({
      method: 'POST',
      url: '/v2/stat/tracking',
      payload: { fts: 1, evtp: 1 },
    });
    expect(tracking.statusCode).toBe(200);
  });

  it('gives the console API to the console’s origin only', async () => {
    const preflight = (origin: string) =>
      other.app.inject({
        method: 'OPTIONS',
        url: '/qoe/v1/overview',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    expect((await preflight(consoleOrigin)).headers['access-control-allow-origin']).toBe(consoleOrigin);
    expect((await preflight('http://127.0.0.1:8788')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
