/**
 * Why: the QoE console's answers are defined once. The routes validate and document them (OpenAPI) with these
 * schemas, the metrics are computed into the `Metrics` type read from them, and the console imports the
 * types (type-only, `@onair/demo-backend/qoe-contract`), so a field renamed here fails the backend's and the
 * console's typecheck alike. This file imports nothing but zod: the console's typecheck reads it.
 */
import { z } from 'zod';

export const RANGE_NAMES = ['hour', 'day', 'week'] as const;
export type RangeName = (typeof RANGE_NAMES)[number];

export const FILTER_DIMS = ['channel', 'content', 'engine', 'browser', 'device', 'provider'] as const;
export type FilterDim = (typeof FILTER_DIMS)[number];

const nullableNumber = z.number().nullable();
export const metricsAnswer = z.object({
  views: z.number(),
  plays: z.number(),
  failures: z.number(),
  failureRate: nullableNumber,
  exits: z.number(),
  exitRate: nullableNumber,
  startupP50: nullableNumber,
  startupP95: nullableNumber,
  watchedMs: z.number(),
  rebufferRatio: nullableNumber,
  /** Stalls per minute watched. */
  rebufferFrequency: nullableNumber,
  /** Bits per second. */
  avgBitrate: nullableNumber,
  topBitrate: nullableNumber,
  errors: z.number(),
  viewers: z.number(),
  adRequests: z.number(),
  adFills: z.number(),
  adFillRate: nullableNumber,
  adStarts: z.number(),
  adQ1: z.number(),
  adQ2: z.number(),
  adQ3: z.number(),
  adCompletes: z.number(),
  adCompletionRate: nullableNumber,
  adErrors: z.number(),
});
export type Metrics = z.output<typeof metricsAnswer>;
export type MetricName = keyof Metrics;
/** Every metric's name, in the contract's order (the metric page's choices). */
export const METRIC_NAMES = Object.keys(metricsAnswer.shape) as MetricName[];

export const rangeAnswer = z.object({
  name: z.enum(RANGE_NAMES),
  from: z.number(),
  to: z.number(),
  step: z.number(),
});

export const labelled = z.object({ value: z.string(), label: z.string() });
export const row = labelled.extend({ metrics: metricsAnswer });
export type Row = z.output<typeof row>;

export const ingestAnswer = z.object({
  accepted: z.number(),
  written: z.number(),
  refused: z.number(),
  discarded: z.number(),
  pending: z.number(),
  failedWrites: z.number(),
});

export const overviewAnswer = z.object({
  range: rangeAnswer,
  totals: metricsAnswer,
  series: z.array(z.object({ at: z.number(), metrics: metricsAnswer })),
  ingest: ingestAnswer,
});
export type OverviewAnswer = z.output<typeof overviewAnswer>;

export const breakdownAnswer = z.object({ range: rangeAnswer, dim: z.enum(FILTER_DIMS), rows: z.array(row) });
export type BreakdownAnswer = z.output<typeof breakdownAnswer>;

export const worstAnswer = z.object({ range: rangeAnswer, channel: z.array(row), content: z.array(row) });
export type WorstAnswer = z.output<typeof worstAnswer>;

export const errorCount = z.object({
  source: z.string(),
  code: z.string(),
  errorType: z.string(),
  count: z.number(),
});
export const errorsAnswer = z.object({ range: rangeAnswer, errors: z.array(errorCount) });
export type ErrorsAnswer = z.output<typeof errorsAnswer>;

/** One metric over the range with the filters applied: its value per step and over the whole range. */
export const seriesAnswer = z.object({
  range: rangeAnswer,
  metric: z.enum(METRIC_NAMES as [MetricName, ...MetricName[]]),
  filters: z.partialRecord(z.enum(FILTER_DIMS), z.string()),
  total: nullableNumber,
  /** The viewings of the range under the filters (0: nothing to draw, the page says so). */
  views: z.number(),
  points: z.array(z.object({ at: z.number(), value: nullableNumber })),
});
export type SeriesAnswer = z.output<typeof seriesAnswer>;

export const dimensionsAnswer = z.record(z.enum(FILTER_DIMS), z.array(labelled));
export type DimensionsAnswer = z.output<typeof dimensionsAnswer>;
