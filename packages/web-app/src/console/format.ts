/**
 * How the console writes a metric: one rule per kind of figure, so the overview's cards, the breakdown's
 * table, the metric page and the viewing's timeline agree. A metric with no data (null: no plays in the
 * range) is a dash, never a 0 that would read as "perfect". Units are words of the console's language
 * (console.json `unit.*`), handed in as `unit`; numbers follow the locale. Pure.
 */
import type { MetricName, Metrics } from './types';

export type MetricKind = 'count' | 'ms' | 'rate' | 'bitrate' | 'perMinute';

/**
 * Every metric of the contract and the kind of figure it is: a metric the backend adds fails the typecheck
 * here until it is given one, and the metric page offers each of them.
 */
export const METRIC_KINDS: Readonly<Record<MetricName, MetricKind>> = {
  views: 'count',
  plays: 'count',
  failures: 'count',
  failureRate: 'rate',
  exits: 'count',
  exitRate: 'rate',
  startupP50: 'ms',
  startupP95: 'ms',
  watchedMs: 'ms',
  rebufferRatio: 'rate',
  rebufferFrequency: 'perMinute',
  avgBitrate: 'bitrate',
  topBitrate: 'bitrate',
  errors: 'count',
  viewers: 'count',
  adRequests: 'count',
  adFills: 'count',
  adFillRate: 'rate',
  adStarts: 'count',
  adQ1: 'count',
  adQ2: 'count',
  adQ3: 'count',
  adCompletes: 'count',
  adCompletionRate: 'rate',
  adErrors: 'count',
};
export const METRIC_NAMES = Object.keys(METRIC_KINDS) as MetricName[];
export const isMetricName = (name: string): name is MetricName => Object.hasOwn(METRIC_KINDS, name);

/** The overview's headline metrics, in the order an operator reads them (issue 40 item 2). */
export const HEADLINE: readonly { key: MetricName; kind: MetricKind }[] = (
  [
    'plays',
    'viewers',
    'failureRate',
    'exitRate',
    'startupP50',
    'startupP95',
    'rebufferRatio',
    'rebufferFrequency',
    'avgBitrate',
    'errors',
    'adFillRate',
    'adCompletionRate',
  ] as const
).map((key) => ({ key, kind: METRIC_KINDS[key] }));

export const DASH = '—';

/** The units a figure is written with; each is a console.json `unit.<name>` with `{{value}}`. */
export const UNITS = ['ms', 's', 'perMinute', 'mbps'] as const;
export type Unit = (typeof UNITS)[number];
export type UnitText = (unit: Unit, value: string) => string;

export function formatMetric(
  value: number | null | undefined,
  kind: MetricKind,
  locale: string,
  unit: UnitText,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  const nf = (v: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(v);
  switch (kind) {
    case 'count':
      return nf(value, 0);
    case 'ms':
      return value < 1000 ? unit('ms', nf(value, 0)) : unit('s', nf(value / 1000, 2));
    case 'rate':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'perMinute':
      return unit('perMinute', nf(value, 2));
    case 'bitrate':
      return unit('mbps', nf(value / 1_000_000, 1));
  }
}

/** A metric's series as uPlot's columns: seconds on x, nulls kept as gaps. */
export function sparklineData(
  series: readonly { at: number; metrics: Metrics }[],
  key: keyof Metrics,
): [number[], (number | null)[]] {
  return [series.map((p) => p.at / 1000), series.map((p) => p.metrics[key] ?? null)];
}

export function formatTime(at: number, locale: string, withDate = false): string {
  return new Intl.DateTimeFormat(locale, {
    ...(withDate ? { day: '2-digit', month: '2-digit' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(at);
}
