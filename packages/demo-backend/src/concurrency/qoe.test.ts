// Issue 40 item 1 on two backend processes sharing one PostgreSQL: every call of every viewing is sent to
// BOTH instances at once (one of them a "retry"), each instance batching in its own queue. The raw events
// must hold each call once, and the per-minute rollups must match counts taken from the raw events and
// the numbers the viewings really had: nothing counted twice, nothing lost.
import { describe, expect, it } from 'vitest';
import { request, useTwoInstances } from '../testing/two-instances';

const two = useTwoInstances();
const VIEWINGS = 24;

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** One viewing's calls: a start, four pings (stalls growing), an error for every third, a final ping. */
function viewingCalls(n: number): Call[] {
  const id = `race-view-${process.pid}-${n}`;
  const view = (seq: number) => ({ id, seq, kind: 'live', channelId: 1 + (n % 3), engine: 'hls', device: 1 });
  const qoe = (stalls: number) => ({
    startupMs: 500 + n * 10,
    rebufferCount: stalls,
    rebufferMs: stalls * 250,
    bitrate: 1_000_000,
  });
  const calls: Call[] = [
    { path: '/v2/stat/playback/start', body: { statId: n, startType: 'live', position: 0, view: view(0) } },
  ];
  for (let i = 1; i <= 4; i++) {
    calls.push({ path: '/v2/stat', body: { stat_id: n, seconds: 30, qoe: qoe(i - 1), view: view(i) } });
  }
  if (n % 3 === 0) {
    calls.push({
      path: '/v2/stat/playback/error',
      body: {
        statId: n,
        position: 120,
        code: 404,
        errorType: 'Fragment load error',
        qoe: qoe(4),
        view: view(5),
      },
    });
  }
  calls.push({ path: '/v2/stat', body: { stat_id: n, seconds: 7, final: true, qoe: qoe(4), view: view(6) } });
  return calls;
}

describe('stat pings from two instances', () => {
  it('stores each call once and rolls up exactly what the raw events hold', async () => {
    const calls = Array.from({ length: VIEWINGS }, (_, n) => viewingCalls(n)).flat();
    // Each call twice in a row: burst alternates A and B, so every call reaches both instances.
    const doubled = calls.flatMap((call) => [call, call]);
    const answers = await two().burst(doubled.length, (base, i) =>
      request(base, 'POST', doubled[i]!.path, { body: doubled[i]!.body }),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);

    // Each instance writes on its own timer: wait until both queues have written everything.
    const db = two().db;
    const deadline = Date.now() + 60_000;
    let stored = 0;
    while (Date.now() < deadline) {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM qoe_events');
      stored = Number(row?.n);
      const [rolled] = await db.query<{ n: number }>(
        'SELECT coalesce(sum(events), 0)::int AS n FROM qoe_rollup_minute',
      );
      if (stored >= calls.length && Number(rolled?.n) === stored) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(stored).toBe(calls.length);

    const [raw] = await db.query<Record<string, number>>(
      `SELECT count(*)::int AS events,
         count(DISTINCT view_id)::int AS views,
         count(DISTINCT view_id) FILTER (WHERE kind = 'start')::int AS plays,
         count(*) FILTER (WHERE kind = 'error')::int AS errors,
         count(DISTINCT view_id) FILTER (WHERE kind = 'error')::int AS failures,
         (sum((body->>'seconds')::numeric) FILTER (WHERE kind = 'ping') * 1000)::int AS watched_ms
       FROM qoe_events`,
    );
    const [rolled] = await db.query<Record<string, number>>(
      `SELECT sum(events)::int AS events, sum(views)::int AS views, sum(plays)::int AS plays,
         sum(errors)::int AS errors, sum(failures)::int AS failures, sum(watched_ms)::int AS watched_ms
       FROM qoe_rollup_minute`,
    );
    expect(rolled).toEqual(raw);
    const failing = Array.from({ length: VIEWINGS }, (_, n) => n).filter((n) => n % 3 === 0).length;
    expect(raw).toEqual({
      events: calls.length,
      views: VIEWINGS,
      plays: VIEWINGS,
      errors: failing,
      failures: failing,
      watched_ms: VIEWINGS * 127_000,
    });
    const [extra] = await db.query<Record<string, number>>(
      `SELECT sum(startup_n)::int AS startups, sum(rebuffer_count)::int AS stalls, sum(rebuffer_ms)::int AS stalled_ms
       FROM qoe_rollup_minute`,
    );
    expect(extra).toEqual({ startups: VIEWINGS, stalls: VIEWINGS * 4, stalled_ms: VIEWINGS * 1_000 });
    const [histogram] = await db.query<{ n: number }>('SELECT sum(n)::int AS n FROM qoe_startup_minute');
    expect(histogram?.n).toBe(VIEWINGS);
    // A loaded machine: the burst and both instances' writes take seconds; the checks above wait for data.
  }, 120_000);
});
