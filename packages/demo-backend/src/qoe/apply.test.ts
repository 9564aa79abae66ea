import { describe, expect, it } from 'vitest';
import {
  applyLoosePing,
  applyPing,
  type Counters,
  MINUTE_MS,
  newViewState,
  type PingEffect,
  type ViewState,
} from './apply';
import { bucketOf } from './histogram';
import { type QoePing, toQoePing } from './ping';

const T0 = 1_767_225_600_000;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const view = (seq: number) => ({
  id: 'view-aaaa-1',
  seq,
  kind: 'live',
  channelId: 3,
  engine: 'hls',
  device: 1,
});

function ping(kind: string, body: Record<string, unknown>, at = T0): QoePing & { viewId: string } {
  const p = toQoePing(kind, body, { receivedAt: at, userId: 7, userAgent: CHROME });
  if (!p?.viewId) throw new Error('not a view ping');
  return p as QoePing & { viewId: string };
}

/** Applies pings in order to one viewing; returns the final state and every effect. */
function run(pings: (QoePing & { viewId: string })[]) {
  let state: ViewState = newViewState(pings[0]!);
  const effects: PingEffect[] = [];
  let first = true;
  for (const p of pings) {
    const result = applyPing(state, p, first);
    first = false;
    if (!result) continue;
    state = result.state;
    effects.push(result.effect);
  }
  const sum = (name: keyof Counters) => effects.reduce((total, e) => total + e.counters[name], 0);
  return { state, effects, sum };
}

const qoe = (startupMs: number | null, rebufferCount = 0, rebufferMs = 0, bitrate: number | null = 2e6) => ({
  startupMs,
  rebufferCount,
  rebufferMs,
  bitrate,
  rebufferRatio: 0,
  bitrateSwitches: 0,
  droppedFrames: 0,
  totalFrames: 0,
});

describe('applyPing', () => {
  it('counts a viewing once as a view and a play, its startup once, and only the growth of its stalls', () => {
    const { state, sum, effects } = run([
      ping('playback_start', { statId: 5, startType: 'live', position: 0, view: view(0) }),
      ping('stat', { stat_id: 5, seconds: 30, qoe: qoe(850, 1, 400), view: view(1) }, T0 + 30_000),
      ping('stat', { stat_id: 5, seconds: 30, qoe: qoe(850, 3, 1_400, 4e6), view: view(2) }, T0 + 60_000),
      ping(
        'stat',
        { stat_id: 5, seconds: 4, qoe: qoe(850, 3, 1_400, 4e6), view: view(3), final: true },
        T0 + 64_000,
      ),
    ]);
    expect(sum('views')).toBe(1);
    expect(sum('plays')).toBe(1);
    expect(sum('startup_n')).toBe(1);
    expect(sum('startup_ms_sum')).toBe(850);
    expect(effects.filter((e) => e.startupBucket !== null).map((e) => e.startupBucket)).toEqual([
      bucketOf(850),
    ]);
    expect(sum('rebuffer_count')).toBe(3);
    expect(sum('rebuffer_ms')).toBe(1_400);
    expect(sum('watched_ms')).toBe(64_000);
    // Weighted by the seconds each ping covers: 30 s at 2 Mb/s, 34 s at 4 Mb/s.
    expect(sum('bitrate_weighted') / sum('bitrate_ms')).toBeCloseTo((30 * 2e6 + 34 * 4e6) / 64, 0);
    expect(state).toMatchObject({ ended: true, started: true, startupMs: 850, bitrateMax: 4e6 });
    expect(state.dims).toMatchObject({
      kind: 'live',
      channel: '3',
      engine: 'hls',
      browser: 'chrome',
      device: 'default',
    });
  });

  it('counts a call number seen before nothing (a retried call)', () => {
    const start = ping('playback_start', { statId: 5, view: view(0) });
    const first = applyPing(newViewState(start), start, true)!;
    expect(applyPing(first.state, start, false)).toBeNull();
  });

  it('counts a viewer once per minute they were active in', () => {
    const { effects } = run([
      ping('playback_start', { statId: 5, view: view(0) }, T0 + 5_000),
      ping('stat', { stat_id: 5, seconds: 30, view: view(1) }, T0 + 35_000),
      ping('stat', { stat_id: 5, seconds: 30, view: view(2) }, T0 + 65_000),
    ]);
    expect(effects.map((e) => [e.minute - T0, e.counters.viewers])).toEqual([
      [0, 1],
      [0, 0],
      [MINUTE_MS, 1],
    ]);
  });

  it('a viewing with an error fails once; one that ends while loading without an error is an exit', () => {
    const failed = run([
      ping('playback_error', {
        statId: 9,
        position: 0,
        code: 403,
        serverCode: 8002,
        errorType: 'Key load error',
        view: view(0),
      }),
      ping('playback_error', {
        statId: 9,
        position: 0,
        code: 404,
        errorType: 'Fragment load error',
        view: view(1),
      }),
      ping('stat', { stat_id: 9, seconds: 0, final: true, exit: true, view: view(2) }),
    ]);
    expect([failed.sum('failures'), failed.sum('errors'), failed.sum('exits')]).toEqual([1, 2, 0]);
    expect(failed.effects[0]!.error).toEqual({ source: 'playback', code: '8002', type: 'Key load error' });
    expect(failed.effects[1]!.error).toEqual({
      source: 'playback',
      code: '404',
      type: 'Fragment load error',
    });

    const left = run([ping('stat', { stat_id: 9, seconds: 0, final: true, exit: true, view: view(0) })]);
    expect([left.sum('views'), left.sum('exits'), left.sum('failures'), left.sum('viewers')]).toEqual([
      1, 1, 0, 0,
    ]);
  });

  it('counts ad requests, fills, starts, quartiles, completions and VAST errors by code', () => {
    const ad = (event: string, seq: number) =>
      ping('ad_analytics', { ad: 'a1', event, place: 'pre_roll', number: 1, view: view(seq) });
    const { sum, effects } = run(
      [
        'request',
        'fill',
        'impression',
        'start',
        'firstQuartile',
        'midpoint',
        'thirdQuartile',
        'complete',
        'error_303',
      ].map(ad),
    );
    expect(
      ['ad_requests', 'ad_fills', 'ad_starts', 'ad_q1', 'ad_q2', 'ad_q3', 'ad_completes', 'ad_errors'].map(
        (n) => sum(n as keyof Counters),
      ),
    ).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(effects.at(-1)!.error).toEqual({ source: 'ad', code: '303', type: 'VAST' });
  });
});

describe('applyLoosePing', () => {
  it('counts a ping without a viewing as an event with its seconds, attributed to no viewing', () => {
    const loose = toQoePing(
      'stat',
      { stat_id: 5, seconds: 30 },
      { receivedAt: T0, userId: null, userAgent: CHROME },
    )!;
    expect(loose.viewId).toBeNull();
    const effect = applyLoosePing(loose);
    expect(effect.counters).toMatchObject({ events: 1, watched_ms: 30_000, views: 0, plays: 0 });
  });

  it('ignores what is not QoE (tracking, analytics)', () => {
    expect(
      toQoePing('tracking', { fts: 1, evtp: 1 }, { receivedAt: T0, userId: null, userAgent: CHROME }),
    ).toBeNull();
  });
});
