/**
 * How the console writes a metric: one rule per kind of figure, so the overview's cards, the breakdown's
 * table and the viewing's timeline agree. A metric with no data (null: no plays in the range) is a dash,
 * never a 0 that would read as "perfect". Pure; the locale comes in.
 */
import type { Metrics } from './types';

export type MetricKind = 'count' | 'ms' | 'rate' | 'bitrate' | 'perMinute';

/** The overview's headline metrics, in the order an operator reads them (issue 40 item 2). */
export const HEADLINE: readonly { key: keyof Metrics; kind: MetricKind; worseUp: boolean }[] = [
  { key: 'plays', kind: 'count', worseUp: false },
  { key: 'viewers', kind: 'count', worseUp: false },
  { key: 'failureRate', kind: 'rate', worseUp: true },
  { key: 'exitRate', kind: 'rate', worseUp: true },
  { key: 'startupP50', kind: 'ms', worseUp: true },
  { key: 'startupP95', kind: 'ms', worseUp: true },
  { key: 'rebufferRatio', kind: 'rate', worseUp: true },
  { key: 'rebufferFrequency', kind: 'perMinute', worseUp: true },
  { key: 'avgBitrate', kind: 'bitrate', worseUp: false },
  { key: 'errors', kind: 'count', worseUp: true },
  { key: 'adFillRate', kind: 'rate', worseUp: false },
  { key: 'adCompletionRate', kind: 'rate', worseUp: false },
];

export const DASH = '—';

export function formatMetric(value: number | null | undefined, kind: MetricKind, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  const nf = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value);
  switch (kind) {
    case 'count':
      return nf({ maximumFractionDigits: 0 });
    case 'ms':
      return value < 1000
        ? `${nf({ maximumFractionDigits: 0 })} ms`
        : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value / 1000)} s`;
    case 'rate':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'perMinute':
      return `${nf({ maximumFractionDigits: 2 })}/min`;
    case 'bitrate':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value / 1_000_000)} Mbit/s`;
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
