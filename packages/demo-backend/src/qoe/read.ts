/**
 * The console's reads: sums of the per-minute rollups over a range, filtered by any dimensions, whole, per
 * time bucket, or per value of one dimension; errors by code; viewings and one viewing's events. Every value
 * from a request travels as a parameter; column names come from the fixed lists below only.
 */
import type { Sql } from '../db/database';
import { COUNTER_NAMES, type Counters, emptyCounters, type ViewState } from './apply';
import { FILTER_DIMS, type FilterDim } from './contract';
import { computeMetrics, type Metrics } from './metrics';
import type { Dims } from './ping';
import { fromRow, type ViewRow } from './store';

export type Filters = Partial<Record<FilterDim, string>>;

const COLUMN: Record<FilterDim, string> = {
  channel: 'channel_id',
  content: 'content_id',
  engine: 'engine',
  browser: 'browser',
  device: 'device',
  provider: 'provider',
};

export interface Range {
  from: number;
  to: number;
}

/** `WHERE` over minute and the filters, with its parameters (numbered from 1). */
function where(range: Range, filters: Filters, column = 'minute'): { sql: string; params: unknown[] } {
  const params: unknown[] = [range.from, range.to];
  const parts = [`${column} >= $1`, `${column} < $2`];
  for (const dim of FILTER_DIMS) {
    const value = filters[dim];
    if (value === undefined) continue;
    params.push(value);
    parts.push(`${COLUMN[dim]} = $${params.length}`);
  }
  return { sql: parts.join(' AND '), params };
}

/** Sums of every counter except viewers (peak per minute) and bitrate_max (max). */
const SUMS = COUNTER_NAMES.filter((c) => c !== 'viewers')
  .map((c) => (c === 'bitrate_max' ? `max(${c}) AS ${c}` : `sum(${c}) AS ${c}`))
  .join(', ');

type SumRow = Record<string, unknown> & { g?: string | number | null };

function countersOf(row: SumRow | undefined): Counters {
  const counters = emptyCounters();
  if (!row) return counters;
  for (const name of COUNTER_NAMES) counters[name] = Number(row[name] ?? 0);
  return counters;
}

/**
 * Sums grouped by `group` (an SQL expression over minute or a dimension column, or '' for one group):
 * counters, peak viewers and the startup histogram per group.
 */
async function grouped(
  sql: Sql,
  range: Range,
  filters: Filters,
  group: string,
): Promise<Map<string, { counters: Counters; startup: Map<number, number> }>> {
  const w = where(range, filters);
  const g = group || "''";
  const [sums, viewers, startups] = await Promise.all([
    sql.query<SumRow>(`SELECT ${g} AS g, ${SUMS} FROM qoe_rollup_minute WHERE ${w.sql} GROUP BY 1`, w.params),
    sql.query<{ g: string; viewers: number }>(
      `SELECT g, max(v) AS viewers FROM (
         SELECT ${g} AS g, minute, sum(viewers) AS v FROM qoe_rollup_minute WHERE ${w.sql} GROUP BY 1, 2
       ) per_minute GROUP BY g`,
      w.params,
    ),
    sql.query<{ g: string; bucket: number; n: number }>(
      `SELECT ${g} AS g, bucket, sum(n) AS n FROM qoe_startup_minute WHERE ${w.sql} GROUP BY 1, 2`,
      w.params,
    ),
  ]);
  const out = new Map<string, { counters: Counters; startup: Map<number, number> }>();
  const entry = (key: unknown) => {
    const k = String(key ?? '');
    let e = out.get(k);
    if (!e) {
      e = { counters: emptyCounters(), startup: new Map() };
      out.set(k, e);
    }
    return e;
  };
  for (const row of sums) entry(row.g).counters = { ...countersOf(row), viewers: 0 };
  for (const row of viewers) entry(row.g).counters.viewers = Number(row.viewers);
  for (const row of startups) entry(row.g).startup.set(Number(row.bucket), Number(row.n));
  return out;
}

export async function totals(sql: Sql, range: Range, filters: Filters): Promise<Metrics> {
  const one = (await grouped(sql, range, filters, '')).get('');
  return computeMetrics(one?.counters ?? emptyCounters(), one?.startup ?? new Map());
}

export interface SeriesPoint {
  /** Bucket start, unix ms. */
  at: number;
  metrics: Metrics;
}

/** The metrics per `stepMs` bucket of the range, every bucket present (empty ones have no data). */
export async function series(
  sql: Sql,
  range: Range,
  stepMs: number,
  filters: Filters,
): Promise<SeriesPoint[]> {
  const step = Math.max(60_000, Math.floor(stepMs));
  const group = `(((minute - ${Math.floor(range.from)}) / ${step}) * ${step} + ${Math.floor(range.from)})`;
  const byBucket = await grouped(sql, range, filters, group);
  const points: SeriesPoint[] = [];
  for (let at = range.from; at < range.to; at += step) {
    const e = byBucket.get(String(at));
    points.push({ at, metrics: computeMetrics(e?.counters ?? emptyCounters(), e?.startup ?? new Map()) });
  }
  return points;
}

/** The metrics per value of one dimension (the most viewed first), up to `limit` values. */
export async function breakdown(
  sql: Sql,
  range: Range,
  dim: FilterDim,
  filters: Filters,
  limit = 50,
): Promise<{ value: string; metrics: Metrics }[]> {
  const byValue = await grouped(sql, range, filters, COLUMN[dim]);
  return [...byValue.entries()]
    .map(([value, e]) => ({ value, metrics: computeMetrics(e.counters, e.startup) }))
    .sort((a, b) => b.metrics.views - a.metrics.views || b.metrics.watchedMs - a.metrics.watchedMs)
    .slice(0, limit);
}

export interface ErrorCount {
  source: string;
  code: string;
  errorType: string;
  count: number;
}

export async function errorsByCode(sql: Sql, range: Range, filters: Filters): Promise<ErrorCount[]> {
  const w = where(range, filters);
  const rows = await sql.query<{ source: string; code: string; error_type: string; n: number }>(
    `SELECT source, code, error_type, sum(n) AS n FROM qoe_error_minute WHERE ${w.sql}
     GROUP BY 1, 2, 3 ORDER BY 4 DESC, 2 LIMIT 100`,
    w.params,
  );
  return rows.map((r) => ({ source: r.source, code: r.code, errorType: r.error_type, count: Number(r.n) }));
}

/** A viewing as the console lists it: its state without the bookkeeping, its dimensions flat. */
export type ViewSummary = Omit<ViewState, 'seqs' | 'lastMinute' | 'dims'> & Dims;

function summaryOf(row: ViewRow): ViewSummary {
  const { seqs: _seqs, lastMinute: _minute, dims, ...state } = fromRow(row);
  return { ...state, ...dims };
}

const SUMMARY_COLUMNS =
  'view_id, stat_id, user_id, kind, channel_id, content_id, engine, browser, device, provider, first_at, ' +
  'last_at, started, startup_ms, failed, exited, ended, watched_ms, rebuffer_count, rebuffer_ms, ' +
  "bitrate_max, errors, 0 AS last_minute, '{}'::integer[] AS seqs";

export interface ViewQuery {
  /** Only viewings that showed an error. */
  failed?: boolean;
  userId?: number;
  limit?: number;
}

/** The newest viewings first. */
export async function listViews(
  sql: Sql,
  range: Range,
  filters: Filters,
  query: ViewQuery = {},
): Promise<ViewSummary[]> {
  const w = where(range, filters, 'first_at');
  const params = [...w.params];
  let extra = '';
  if (query.failed) extra += ' AND failed';
  if (query.userId !== undefined) {
    params.push(query.userId);
    extra += ` AND user_id = $${params.length}`;
  }
  params.push(Math.min(200, Math.max(1, query.limit ?? 50)));
  const rows = await sql.query<ViewRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM qoe_views WHERE ${w.sql}${extra} ORDER BY first_at DESC, view_id
     LIMIT $${params.length}`,
    params,
  );
  return rows.map(summaryOf);
}

export interface StoredEvent {
  receivedAt: number;
  seq: number | null;
  kind: string;
  body: Record<string, unknown>;
}

export async function viewWithEvents(
  sql: Sql,
  viewId: string,
): Promise<{ view: ViewSummary; events: StoredEvent[] } | null> {
  const [row] = await sql.query<ViewRow>(`SELECT ${SUMMARY_COLUMNS} FROM qoe_views WHERE view_id = $1`, [
    viewId,
  ]);
  if (!row) return null;
  // The view's first call bounds the partitions to read (an hour's margin: another instance may have
  // written an earlier call of it later).
  const events = await sql.query<{ received_at: number; seq: number | null; kind: string; body: unknown }>(
    `SELECT received_at, seq, kind, body FROM qoe_events WHERE view_id = $1 AND received_at >= $2
     ORDER BY seq NULLS LAST, received_at LIMIT 5000`,
    [viewId, Number(row.first_at) - 3_600_000],
  );
  return {
    view: summaryOf(row),
    events: events.map((e) => ({
      receivedAt: Number(e.received_at),
      seq: e.seq,
      kind: e.kind,
      body: (typeof e.body === 'string' ? JSON.parse(e.body) : e.body) as Record<string, unknown>,
    })),
  };
}

/** The values each dimension has in the range (for the filters), the most frequent first. */
export async function dimensionValues(sql: Sql, range: Range): Promise<Record<FilterDim, string[]>> {
  const w = where(range, {});
  const out = {} as Record<FilterDim, string[]>;
  for (const dim of FILTER_DIMS) {
    const rows = await sql.query<{ v: string }>(
      `SELECT ${COLUMN[dim]} AS v FROM qoe_rollup_minute WHERE ${w.sql} AND ${COLUMN[dim]} <> ''
       GROUP BY 1 ORDER BY sum(events) DESC LIMIT 100`,
      w.params,
    );
    out[dim] = rows.map((r) => r.v);
  }
  return out;
}
