// Issue 40 item 2: every QoE metric read back from SQL (the per-minute rollups, the startup histogram and
// the error counts) for a known set of viewings, whole, per minute, per dimension and filtered. Each
// expectation is worked out by hand from the viewings below, not from the code under test. Runs on PGlite,
// and on PostgreSQL with DATABASE_URL (its own schema).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openReadyDatabase, throwAwayDatabase } from '../db/index';
import { MINUTE_MS } from './apply';
import { type QoePing, toQoePing } from './ping';
import { breakdown, errorsByCode, listViews, series, totals } from './read';
import { writeBatch } from './store';

const T0 = Date.UTC(2026, 10, 27, 13, 0);
const HOUR = { from: T0, to: T0 + 3_600_000 };
const UA = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  safari: 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15',
};

type Where = { ua: string; view: Record<string, unknown> };
const onChannel1 = (id: string): Where => ({
  ua: UA.chrome,
  view: { id, kind: 'live', channelId: 1, engine: 'hls', device: 1, provider: 'onair' },
});
const onChannel2 = (id: string): Where => ({
  ua: UA.firefox,
  view: { id, kind: 'live', channelId: 2, engine: 'shaka', device: 3, provider: 'onair' },
});
const onFilm = (id: string): Where => ({
  ua: UA.safari,
  view: { id, kind: 'content', contentId: 103, engine: 'native', device: 1, provider: 'partner' },
});

const qoe = (startupMs: number | null, rebufferCount = 0, rebufferMs = 0, bitrate: number | null = null) => ({
  startupMs,
  rebufferCount,
  rebufferMs,
  bitrate,
});

/** A viewing's calls in order, numbered as the SDK numbers them. */
function viewing(where: Where, calls: [minute: number, kind: string, body: Record<string, unknown>][]) {
  let seq = 0;
  return calls.map(([minute, kind, body], i) => {
    // Ad analytics name the viewing without a call number (the SDK does not retry them).
    const view = kind === 'ad_analytics' ? where.view : { ...where.view, seq: seq++ };
    const ping = toQoePing(
      kind,
      { ...body, view },
      { receivedAt: T0 + minute * MINUTE_MS + i * 1000, userId: null, userAgent: where.ua },
    );
    if (!ping) throw new Error(`not a QoE call: ${kind}`);
    return ping;
  });
}

const start = (statId: number) => ['playback_start', { statId, position: 0 }] as const;
const ping = (statId: number, seconds: number, q: ReturnType<typeof qoe>, extra = {}) =>
  ['stat', { stat_id: statId, seconds, qoe: q, ...extra }] as const;
const at = (minute: number, call: readonly [string, Record<string, unknown>]) =>
  [minute, call[0], call[1]] as [number, string, Record<string, unknown>];

/**
 * Channel 1 (hls, Chrome, desktop): four viewings, 60 s each, startups 400 / 800 / 1200 / 1600 ms;
 * v1 and v2 at 2 Mb/s over minutes 0 and 1, v3 and v4 at 4 Mb/s in minute 0 only; v1 stalls twice (3 s)
 * and asks for two ad tags, one fills and plays to the end, a second ad's media fails (VAST 402).
 * Channel 2 (shaka, Firefox, Android): v5 fails before its first frame (3001), v6 is left while loading
 * (an exit), v7 starts in 5 s at 1 Mb/s, stalls once for 6 s, 60 s over minutes 0 and 1.
 * Film 103 (native, Safari): v8 is refused its licence (HTTP 403, licence server code 8002).
 */
function dataset(): QoePing[] {
  const channel1 = [400, 800, 1200, 1600].flatMap((startup, i) => {
    const id = `viewing-c1-${i + 1}`;
    const bitrate = i < 2 ? 2e6 : 4e6;
    const secondMinute = i < 2 ? 1 : 0;
    const stalls = i === 0 ? qoe(startup, 2, 3_000, bitrate) : qoe(startup, 0, 0, bitrate);
    const calls = [
      at(0, start(10_001)),
      at(0, ping(10_001, 30, qoe(startup, 0, 0, bitrate))),
      at(secondMinute, ping(10_001, 30, stalls, { final: true })),
    ];
    if (i === 0) {
      const ad = (event: string) =>
        ['ad_analytics', { ad: 'a1', event, place: 'pre_roll', number: 0 }] as const;
      for (const event of [
        'request',
        'fill',
        'start',
        'firstQuartile',
        'midpoint',
        'thirdQuartile',
        'complete',
      ])
        calls.push(at(0, ad(event)));
      calls.push(at(0, ad('request')), at(0, ad('error_load_402')));
    }
    return viewing(onChannel1(id), calls);
  });
  return [
    ...channel1,
    ...viewing(onChannel2('viewing-c2-5'), [
      at(0, [
        'playback_error',
        { statId: 10_002, position: 0, code: 3001, errorType: 'Manifest load error' },
      ]),
    ]),
    ...viewing(onChannel2('viewing-c2-6'), [at(0, ping(10_002, 0, qoe(null), { exit: true, final: true }))]),
    ...viewing(onChannel2('viewing-c2-7'), [
      at(0, start(10_002)),
      at(0, ping(10_002, 30, qoe(5_000, 0, 0, 1e6))),
      at(1, ping(10_002, 30, qoe(5_000, 1, 6_000, 1e6), { final: true })),
    ]),
    ...viewing(onFilm('viewing-f-8'), [
      at(0, [
        'playback_error',
        { statId: 20_103, position: 0, code: 403, serverCode: 8002, errorType: 'Key load error' },
      ]),
    ]),
  ];
}

let db: Database;
beforeAll(async () => {
  db = await openReadyDatabase(throwAwayDatabase(), () => T0);
  // Two batches, the second with the first's numbered calls again (a retry after a lost answer).
  const pings = dataset();
  await writeBatch(db, pings.slice(0, 3));
  await writeBatch(db, pings);
});
afterAll(() => db.close());

/** The startup histogram's buckets are 10 % wide: a percentile read from it is within 5 % of the exact one. */
const near = (exact: number) => ({
  asymmetricMatch: (v: unknown) => Math.abs(Number(v) - exact) <= exact * 0.05,
});

describe('the QoE metrics from SQL', () => {
  it('counts the range whole: views, plays, failures, exits, startup, stalls, renditions, errors, viewers, ads', async () => {
    const m = await totals(db, HOUR, {});
    expect(m).toMatchObject({
      views: 8,
      plays: 5,
      failures: 2,
      failureRate: 2 / 8,
      exits: 1,
      exitRate: 1 / 8,
      // 400, 800, 1200, 1600, 5000: the 3rd and the 5th.
      startupP50: near(1_200),
      startupP95: near(5_000),
      watchedMs: 300_000,
      rebufferRatio: 9_000 / 300_000,
      // 3 stalls in 5 minutes watched.
      rebufferFrequency: 3 / 5,
      // (2 + 2 + 4 + 4 + 1) Mb/s × 60 s each ÷ 300 s.
      avgBitrate: 2_600_000,
      topBitrate: 4_000_000,
      errors: 2,
      // Minute 0: the four on channel 1 and v7 (a failure or an exit is no viewer); minute 1: v1, v2, v7.
      viewers: 5,
      adRequests: 2,
      adFills: 1,
      adFillRate: 0.5,
      adStarts: 1,
      adQ1: 1,
      adQ2: 1,
      adQ3: 1,
      adCompletes: 1,
      adCompletionRate: 1,
      adErrors: 1,
    });
  });

  it('says "no data" (null) for a ratio over nothing, never 0', async () => {
    const m = await totals(db, { from: T0 + 3_600_000, to: T0 + 7_200_000 }, {});
    expect(m).toMatchObject({
      views: 0,
      failureRate: null,
      startupP50: null,
      rebufferRatio: null,
      avgBitrate: null,
    });
  });

  it('gives each minute its own figures, and every minute of the range a point', async () => {
    const points = await series(db, HOUR, MINUTE_MS, {});
    expect(points).toHaveLength(60);
    expect(points.map((p) => p.at).slice(0, 3)).toEqual([T0, T0 + MINUTE_MS, T0 + 2 * MINUTE_MS]);
    const [first, second, third] = points.map((p) => p.metrics);
    expect(first).toMatchObject({ views: 8, viewers: 5, watchedMs: 210_000, rebufferRatio: 0 });
    expect(second).toMatchObject({ views: 0, viewers: 3, watchedMs: 90_000, rebufferRatio: 9_000 / 90_000 });
    expect(third).toMatchObject({ views: 0, viewers: 0, watchedMs: 0, rebufferRatio: null });
  });

  it('breaks the range down by channel, content, engine, browser, device and provider', async () => {
    const by = async (dim: Parameters<typeof breakdown>[2]) =>
      Object.fromEntries(
        (await breakdown(db, HOUR, dim, {})).map((r) => [
          r.value,
          [r.metrics.views, r.metrics.failures, r.metrics.exits],
        ]),
      );
    expect(await by('channel')).toEqual({ '1': [4, 0, 0], '2': [3, 1, 1], '': [1, 1, 0] });
    expect(await by('content')).toEqual({ '': [7, 1, 1], '103': [1, 1, 0] });
    expect(await by('engine')).toEqual({ hls: [4, 0, 0], shaka: [3, 1, 1], native: [1, 1, 0] });
    expect(await by('browser')).toEqual({ chrome: [4, 0, 0], firefox: [3, 1, 1], safari: [1, 1, 0] });
    expect(await by('device')).toEqual({ default: [5, 1, 0], android: [3, 1, 1] });
    expect(await by('provider')).toEqual({ onair: [7, 1, 1], partner: [1, 1, 0] });
    const channel1 = (await breakdown(db, HOUR, 'channel', {})).find((r) => r.value === '1')?.metrics;
    // 400, 800, 1200, 1600: the 2nd and the 4th; 3 s stalled in 240 s watched.
    expect(channel1).toMatchObject({
      startupP50: near(800),
      startupP95: near(1_600),
      rebufferRatio: 3_000 / 240_000,
    });
  });

  it('filters by any dimensions together', async () => {
    expect(await totals(db, HOUR, { engine: 'shaka' })).toMatchObject({
      views: 3,
      failureRate: 1 / 3,
      exitRate: 1 / 3,
      startupP50: near(5_000),
      rebufferFrequency: 1,
      avgBitrate: 1_000_000,
    });
    expect(await totals(db, HOUR, { browser: 'chrome', provider: 'partner' })).toMatchObject({ views: 0 });
  });

  it('counts errors by §8 code: the diagnostics code, the licence server’s own code, the VAST code', async () => {
    const errors = await errorsByCode(db, HOUR, {});
    expect(errors.map((e) => [e.source, e.code, e.errorType, e.count]).sort()).toEqual([
      ['ad', '402', 'VAST', 1],
      ['playback', '3001', 'Manifest load error', 1],
      ['playback', '8002', 'Key load error', 1],
    ]);
    expect(await errorsByCode(db, HOUR, { content: '103' })).toEqual([
      { source: 'playback', code: '8002', errorType: 'Key load error', count: 1 },
    ]);
  });

  it('lists the failed viewings, and keeps each viewing’s own figures', async () => {
    const failed = await listViews(db, HOUR, {}, { failed: true });
    expect(failed.map((v) => v.viewId).sort()).toEqual(['viewing-c2-5', 'viewing-f-8']);
    const [v1] = await listViews(db, HOUR, { channel: '1' }, { limit: 200 }).then((all) =>
      all.filter((v) => v.viewId === 'viewing-c1-1'),
    );
    expect(v1).toMatchObject({
      started: true,
      startupMs: 400,
      watchedMs: 60_000,
      rebufferCount: 2,
      rebufferMs: 3_000,
      bitrateMax: 2_000_000,
      ended: true,
      failed: false,
    });
  });

  it('keeps the rollups equal to counts from the raw events, the retried calls stored once', async () => {
    const [raw] = await db.query<{ n: number }>('SELECT count(*) AS n FROM qoe_events');
    const [rolled] = await db.query<{ n: number }>('SELECT sum(events) AS n FROM qoe_rollup_minute');
    expect(Number(raw?.n)).toBe(dataset().length);
    expect(Number(rolled?.n)).toBe(dataset().length);
  });
});
