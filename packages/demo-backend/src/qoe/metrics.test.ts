import { describe, expect, it } from 'vitest';
import { emptyCounters } from './apply';
import { computeMetrics, worseFirst } from './metrics';

const metrics = (counters: Partial<ReturnType<typeof emptyCounters>>, startup = new Map<number, number>()) =>
  computeMetrics({ ...emptyCounters(), ...counters }, startup);

describe('worseFirst', () => {
  it('orders by failure rate, then exits, then stalls, then slow starts; no data last, then the most viewed', () => {
    const failing = metrics({ views: 10, failures: 3 });
    const leaving = metrics({ views: 10, failures: 1, exits: 4 });
    const stalling = metrics({ views: 10, failures: 1, watched_ms: 60_000, rebuffer_ms: 6_000 });
    const quiet = metrics({ views: 10, failures: 1, watched_ms: 60_000 });
    const busyQuiet = metrics({ views: 50, failures: 5, watched_ms: 60_000 });
    const empty = metrics({});
    const sorted = [empty, quiet, busyQuiet, stalling, leaving, failing].sort(worseFirst);
    expect(sorted).toEqual([failing, leaving, stalling, busyQuiet, quiet, empty]);
  });
});
