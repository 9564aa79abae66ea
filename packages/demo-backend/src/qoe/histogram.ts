/**
 * Why: startup p50 / p95 must come out of per-minute rollups for any range and filter, and percentiles do
 * not add up. A histogram does: each startup time falls in a bucket whose bounds grow by 10 % (bucket i holds
 * [10 · 1.1^i, 10 · 1.1^(i+1)) ms, from 10 ms to past 10 minutes), buckets add across minutes and
 * dimensions, and a percentile read back from them, interpolated inside its bucket, is within 5 % of
 * the exact one.
 */
const BASE_MS = 10;
const GROWTH = 1.1;
export const LAST_BUCKET = 120;

/** The bucket of a startup time in ms. */
export function bucketOf(ms: number): number {
  if (!(ms > BASE_MS)) return 0;
  return Math.min(LAST_BUCKET, Math.floor(Math.log(ms / BASE_MS) / Math.log(GROWTH)));
}

const lowerBound = (bucket: number): number => (bucket === 0 ? 0 : BASE_MS * GROWTH ** bucket);
const upperBound = (bucket: number): number => BASE_MS * GROWTH ** (bucket + 1);

/**
 * The `p`-th percentile (0–1) of a histogram given as bucket → count; null when it is empty. Inside its
 * bucket the value is interpolated geometrically (the buckets are geometric).
 */
export function percentile(counts: ReadonlyMap<number, number>, p: number): number | null {
  let total = 0;
  for (const n of counts.values()) total += n;
  if (total === 0) return null;
  const rank = Math.min(total, Math.max(1, Math.ceil(p * total)));
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    const n = counts.get(bucket) ?? 0;
    if (seen + n >= rank) {
      const low = lowerBound(bucket);
      const high = upperBound(bucket);
      const share = (rank - seen - 0.5) / n;
      return Math.round(low === 0 ? high * share : low * (high / low) ** share);
    }
    seen += n;
  }
  return null;
}
