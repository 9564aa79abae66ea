import { describe, expect, it } from 'vitest';
import { StatSink } from './stat-sink';

const call = (kind: 'stat' | 'tns', n: number) => ({
  kind,
  method: 'POST',
  path: '/v2/stat',
  query: {},
  body: { n },
  userId: null,
});

describe('StatSink', () => {
  it('filters by kind and by seq, keeping order and stamping the injected clock', () => {
    let now = 100;
    const sink = new StatSink(() => now);
    sink.record(call('stat', 1));
    now = 200;
    const second = sink.record(call('tns', 2));
    sink.record(call('stat', 3));
    expect(sink.list({ kind: 'stat' }).map((c) => (c.body as { n: number }).n)).toEqual([1, 3]);
    expect(sink.list({ since: second.seq }).map((c) => c.seq)).toEqual([3]);
    expect(second.at).toBe(200);
    expect(sink.lastSeq).toBe(3);
  });

  it('keeps only the newest calls beyond its capacity and clears on demand', () => {
    const sink = new StatSink(() => 0, 3);
    for (let n = 1; n <= 5; n++) sink.record(call('stat', n));
    expect(sink.list().map((c) => c.seq)).toEqual([3, 4, 5]);
    sink.clear();
    expect(sink.list()).toEqual([]);
    expect(sink.record(call('stat', 6)).seq).toBe(6);
  });
});

// Issue 21 item 9: before the fix the sink was bounded only by count (5000 calls of up to 1 MiB each)
// and kept `access_token` as sent; these cases failed on that code.
describe('StatSink limits and secrets', () => {
  it('keeps its bytes under the limit by dropping the oldest calls', () => {
    const sink = new StatSink(() => 0, { maxBytes: 2_000, maxCallBytes: 1_000 });
    for (let n = 0; n < 50; n++) sink.record({ ...call('stat', n), body: { pad: 'x'.repeat(300) } });
    expect(sink.size).toBeLessThanOrEqual(2_000);
    expect(sink.list().length).toBeGreaterThan(1);
    expect(sink.list().at(-1)?.seq).toBe(50);
  });

  it('replaces an oversized body by a note of its size, keeping the call', () => {
    const sink = new StatSink(() => 0, { maxCallBytes: 1_000 });
    const kept = sink.record({ ...call('stat', 1), body: { pad: 'x'.repeat(5_000) } });
    expect(kept.body).toEqual({ omitted: expect.stringMatching(/body of \d+ bytes/) });
    expect(sink.size).toBeLessThan(1_000);
  });

  it('stores no token from the query or the body', () => {
    const sink = new StatSink(() => 0);
    const kept = sink.record({
      ...call('stat', 1),
      query: { access_token: 'secret-token', stat_id: '5' },
      body: { token: 'secret-token', url: 'https://cdn.example/a.ts?hdnts=secret-token' },
    });
    expect(JSON.stringify(sink.list())).not.toContain('secret-token');
    expect(kept.query).toEqual({ stat_id: '5' });
  });
});
