import { describe, expect, it } from 'vitest';
import { bucketOf, LAST_BUCKET, percentile } from './histogram';

describe('startup histogram', () => {
  it('puts times in growing buckets, the last one open', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(10)).toBe(0);
    expect(bucketOf(11.5)).toBe(1);
    expect(bucketOf(1_000)).toBeLessThan(bucketOf(1_200));
    expect(bucketOf(10 * 60_000 * 100)).toBe(LAST_BUCKET);
  });

  it('gives percentiles within 5 % of the exact ones', () => {
    // 1,000 startup times spread from 150 ms to 12 s.
    const times = Array.from({ length: 1_000 }, (_, i) => 150 + (i * i * 11_850) / 999 ** 2);
    const counts = new Map<number, number>();
    for (const t of times) counts.set(bucketOf(t), (counts.get(bucketOf(t)) ?? 0) + 1);
    const sorted = [...times].sort((a, b) => a - b);
    for (const p of [0.5, 0.95, 0.99]) {
      const exact = sorted[Math.ceil(p * sorted.length) - 1]!;
      const read = percentile(counts, p)!;
      expect(Math.abs(read - exact) / exact, `p${p * 100}: ${read} vs ${exact}`).toBeLessThan(0.05);
    }
  });

  it('has no percentile without data, and one value is its own', () => {
    expect(percentile(new Map(), 0.5)).toBeNull();
    const one = new Map([[bucketOf(800), 1]]);
    expect(Math.abs(percentile(one, 0.5)! - 800) / 800).toBeLessThan(0.05);
    expect(percentile(one, 0.95)).toBe(percentile(one, 0.5));
  });
});
