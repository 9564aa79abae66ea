/**
 * Why: every figure the console shows is defined once, here, from summed rollup counters (the console only
 * draws what this computes). The definitions follow Mux Data's where they name the same thing:
 * - playback failure rate: viewings that showed an error ÷ viewings;
 * - exits before the first frame: viewings that ended while loading, without an error ÷ viewings;
 * - startup time p50 / p95: load to first frame (the SDK's own measure), from the histogram;
 * - rebuffer ratio: stalled time ÷ watched time (the SDK's `rebufferRatio`); frequency: stalls per minute watched;
 * - average rendition: the bitrate playing at each ping, weighted by the seconds the ping covers; top: the highest;
 * - concurrent viewers: the most viewings active in one minute of the bucket;
 * - ads: requests, fills (÷ requests), starts, quartiles and completions (÷ starts).
 * A ratio over nothing is null ("no data"), never 0.
 */
import type { Counters } from './apply';
import type { Metrics } from './contract';
import { percentile } from './histogram';

export type { Metrics } from './contract';

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/**
 * The metrics of summed counters (`viewers` already the peak per minute, `bitrate_max` the max), and of
 * the startup histogram summed over the same rows.
 */
export function computeMetrics(sums: Counters, startup: ReadonlyMap<number, number>): Metrics {
  const n = (value: number | string | null | undefined) => Number(value ?? 0);
  const watched = n(sums.watched_ms);
  return {
    views: n(sums.views),
    plays: n(sums.plays),
    failures: n(sums.failures),
    failureRate: ratio(n(sums.failures), n(sums.views)),
    exits: n(sums.exits),
    exitRate: ratio(n(sums.exits), n(sums.views)),
    startupP50: percentile(startup, 0.5),
    startupP95: percentile(startup, 0.95),
    watchedMs: watched,
    rebufferRatio: ratio(n(sums.rebuffer_ms), watched),
    rebufferFrequency: ratio(n(sums.rebuffer_count), watched / 60_000),
    avgBitrate: n(sums.bitrate_ms) > 0 ? Math.round(n(sums.bitrate_weighted) / n(sums.bitrate_ms)) : null,
    topBitrate: n(sums.bitrate_max) > 0 ? n(sums.bitrate_max) : null,
    errors: n(sums.errors),
    viewers: n(sums.viewers),
    adRequests: n(sums.ad_requests),
    adFills: n(sums.ad_fills),
    adFillRate: ratio(n(sums.ad_fills), n(sums.ad_requests)),
    adStarts: n(sums.ad_starts),
    adQ1: n(sums.ad_q1),
    adQ2: n(sums.ad_q2),
    adQ3: n(sums.ad_q3),
    adCompletes: n(sums.ad_completes),
    adCompletionRate: ratio(n(sums.ad_completes), n(sums.ad_starts)),
    adErrors: n(sums.ad_errors),
  };
}

/** Orders the worst first: failure rate, then exits, then rebuffer ratio, then startup p95 (null last). */
export function worseFirst(a: Metrics, b: Metrics): number {
  for (const key of ['failureRate', 'exitRate', 'rebufferRatio', 'startupP95'] as const) {
    const x = a[key] ?? -1;
    const y = b[key] ?? -1;
    if (x !== y) return y - x;
  }
  return b.views - a.views;
}
