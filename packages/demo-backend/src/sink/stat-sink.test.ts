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
