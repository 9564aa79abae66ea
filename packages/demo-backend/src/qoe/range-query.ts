/** The console's query shapes: a named range ending now (or at `to`) and the breakdown's filters. */
import { z } from 'zod';
import { FILTER_DIMS, type FilterDim, METRIC_NAMES, type MetricName, RANGE_NAMES } from './contract';
import type { Filters, Range } from './read';

/** Each range's length and the step of its series (60, 96 and 84 points). */
export const RANGES = {
  hour: { ms: 3_600_000, step: 60_000 },
  day: { ms: 86_400_000, step: 900_000 },
  week: { ms: 7 * 86_400_000, step: 7_200_000 },
} as const;
export type RangeName = keyof typeof RANGES;

const dimValue = z.string().max(64);
const filterShape = Object.fromEntries(FILTER_DIMS.map((dim) => [dim, dimValue.optional()])) as Record<
  FilterDim,
  z.ZodOptional<typeof dimValue>
>;
export const rangeQuery = z.object({
  range: z.enum(RANGE_NAMES).default('hour'),
  to: z.coerce.number().int().positive().optional().describe('End of the range, unix ms (default now)'),
  ...filterShape,
});
export const breakdownQuery = rangeQuery.extend({ dim: z.enum(FILTER_DIMS) });
export const seriesQuery = rangeQuery.extend({
  metric: z.enum(METRIC_NAMES as [MetricName, ...MetricName[]]),
});
export const viewsQuery = rangeQuery.extend({
  failed: z.enum(['1', 'true']).optional(),
  user: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export const viewParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

export type RangeQuery = z.output<typeof rangeQuery>;

export function rangeOf(query: RangeQuery, now: number): Range & { name: RangeName; step: number } {
  const { ms, step } = RANGES[query.range];
  const to = Math.ceil((query.to ?? now) / step) * step;
  return { name: query.range, from: to - ms, to, step };
}

export function filtersOf(query: RangeQuery): Filters {
  const filters: Filters = {};
  for (const dim of FILTER_DIMS) if (query[dim] !== undefined) filters[dim] = query[dim];
  return filters;
}
