/**
 * Why: one batch of pings is written in ONE transaction: the viewings' rows (created when new, then locked
 * in id order), their raw events, and the rollup counters the batch adds. Because the counters move in the
 * same transaction as the events, under the viewings' row locks, every event is counted exactly once
 * whichever backend instance wrote it, and a retried batch whose first commit did happen counts nothing
 * again (the viewing remembers its call numbers). Locks are always taken in the same order (viewings by
 * id, then rollup rows by key), so two instances never deadlock. Bulk rows travel as one JSON parameter.
 */
import type { Database, Sql } from '../db/database';
import {
  applyLoosePing,
  applyPing,
  COUNTER_NAMES,
  type Counters,
  emptyCounters,
  newViewState,
  type PingEffect,
  type ViewState,
} from './apply';
import type { Dims, QoePing } from './ping';

export const DIM_COLUMNS = ['channel_id', 'content_id', 'engine', 'browser', 'device', 'provider'] as const;
type DimColumn = (typeof DIM_COLUMNS)[number];

const dimValues = (dims: Dims): Record<DimColumn, string> => ({
  channel_id: dims.channel,
  content_id: dims.content,
  engine: dims.engine,
  browser: dims.browser,
  device: dims.device,
  provider: dims.provider,
});

const keyOf = (minute: number, dims: Dims, ...more: (string | number)[]): string =>
  JSON.stringify([minute, ...Object.values(dimValues(dims)), ...more]);

/** A qoe_views row as the database gives it. */
export interface ViewRow {
  view_id: string;
  stat_id: string;
  user_id: number | null;
  kind: string;
  channel_id: string;
  content_id: string;
  engine: string;
  browser: string;
  device: string;
  provider: string;
  first_at: number;
  last_at: number;
  started: boolean;
  startup_ms: number | null;
  failed: boolean;
  exited: boolean;
  ended: boolean;
  watched_ms: number;
  rebuffer_count: number;
  rebuffer_ms: number;
  bitrate_max: number;
  errors: number;
  last_minute: number;
  seqs: number[];
}

const VIEW_COLUMNS =
  'view_id text, stat_id text, user_id bigint, kind text, channel_id text, content_id text, engine text, ' +
  'browser text, device text, provider text, first_at bigint, last_at bigint, started boolean, ' +
  'startup_ms integer, failed boolean, exited boolean, ended boolean, watched_ms bigint, ' +
  'rebuffer_count integer, rebuffer_ms bigint, bitrate_max bigint, errors integer, last_minute bigint, ' +
  'seqs integer[]';

function toRow(s: ViewState): ViewRow {
  return {
    view_id: s.viewId,
    stat_id: s.statId,
    user_id: s.userId,
    kind: s.dims.kind,
    ...dimValues(s.dims),
    first_at: s.firstAt,
    last_at: s.lastAt,
    started: s.started,
    startup_ms: s.startupMs,
    failed: s.failed,
    exited: s.exited,
    ended: s.ended,
    watched_ms: s.watchedMs,
    rebuffer_count: s.rebufferCount,
    rebuffer_ms: s.rebufferMs,
    bitrate_max: s.bitrateMax,
    errors: s.errors,
    last_minute: s.lastMinute,
    seqs: s.seqs,
  };
}

export function fromRow(r: ViewRow): ViewState {
  return {
    viewId: r.view_id,
    statId: r.stat_id,
    userId: r.user_id === null ? null : Number(r.user_id),
    dims: {
      kind: r.kind,
      channel: r.channel_id,
      content: r.content_id,
      engine: r.engine,
      browser: r.browser,
      device: r.device,
      provider: r.provider,
    },
    firstAt: Number(r.first_at),
    lastAt: Number(r.last_at),
    started: r.started,
    startupMs: r.startup_ms,
    failed: r.failed,
    exited: r.exited,
    ended: r.ended,
    watchedMs: Number(r.watched_ms),
    rebufferCount: r.rebuffer_count,
    rebufferMs: Number(r.rebuffer_ms),
    bitrateMax: Number(r.bitrate_max),
    errors: r.errors,
    lastMinute: Number(r.last_minute),
    seqs: r.seqs ?? [],
  };
}

/** What a batch adds, gathered by rollup row so each row is written once. */
class Effects {
  readonly rollups = new Map<string, { minute: number; dims: Dims; counters: Counters }>();
  readonly startups = new Map<string, { minute: number; dims: Dims; bucket: number; n: number }>();
  readonly errors = new Map<
    string,
    { minute: number; dims: Dims; source: string; code: string; type: string; n: number }
  >();

  add(effect: PingEffect): void {
    const { minute, dims } = effect;
    const key = keyOf(minute, dims);
    let row = this.rollups.get(key);
    if (!row) {
      row = { minute, dims, counters: emptyCounters() };
      this.rollups.set(key, row);
    }
    for (const name of COUNTER_NAMES) {
      row.counters[name] =
        name === 'bitrate_max'
          ? Math.max(row.counters[name], effect.counters[name])
          : row.counters[name] + effect.counters[name];
    }
    if (effect.startupBucket !== null) {
      const bucket = effect.startupBucket;
      const startupKey = keyOf(minute, dims, bucket);
      const startup = this.startups.get(startupKey) ?? { minute, dims, bucket, n: 0 };
      startup.n += 1;
      this.startups.set(startupKey, startup);
    }
    if (effect.error) {
      const { source, code, type } = effect.error;
      const errorKey = keyOf(minute, dims, source, code, type);
      const error = this.errors.get(errorKey) ?? { minute, dims, source, code, type, n: 0 };
      error.n += 1;
      this.errors.set(errorKey, error);
    }
  }
}

/** Writes one batch: viewings, raw events and rollups, in one transaction. */
export async function writeBatch(db: Database, pings: readonly QoePing[]): Promise<void> {
  if (pings.length === 0) return;
  await db.transaction(async (tx) => {
    const effects = new Effects();
    const events: QoePing[] = [];
    const bound = pings.filter((p): p is QoePing & { viewId: string } => p.viewId !== null);
    for (const ping of pings) {
      if (ping.viewId !== null) continue;
      effects.add(applyLoosePing(ping));
      events.push(ping);
    }
    if (bound.length > 0) {
      const changed = await applyToViews(tx, bound, effects, events);
      await tx.query(
        `UPDATE qoe_views v SET stat_id = d.stat_id, user_id = d.user_id, kind = d.kind,
           channel_id = d.channel_id, content_id = d.content_id, engine = d.engine, browser = d.browser,
           device = d.device, provider = d.provider, last_at = d.last_at, started = d.started,
           startup_ms = d.startup_ms, failed = d.failed, exited = d.exited, ended = d.ended,
           watched_ms = d.watched_ms, rebuffer_count = d.rebuffer_count, rebuffer_ms = d.rebuffer_ms,
           bitrate_max = d.bitrate_max, errors = d.errors, last_minute = d.last_minute, seqs = d.seqs
         FROM jsonb_to_recordset($1::jsonb) AS d(${VIEW_COLUMNS}) WHERE v.view_id = d.view_id`,
        [JSON.stringify(changed.map(toRow))],
      );
    }
    await insertEvents(tx, events);
    await addRollups(tx, effects);
  });
}

/** Creates the new viewings, locks all of them in id order, applies the pings; returns the changed states. */
async function applyToViews(
  tx: Sql,
  pings: readonly (QoePing & { viewId: string })[],
  effects: Effects,
  events: QoePing[],
): Promise<ViewState[]> {
  const firsts = new Map<string, QoePing & { viewId: string }>();
  for (const ping of pings) if (!firsts.has(ping.viewId)) firsts.set(ping.viewId, ping);
  const ids = [...firsts.keys()].sort();
  const fresh = ids.map((id) => toRow(newViewState(firsts.get(id)!)));
  const created = await tx.query<{ view_id: string }>(
    `INSERT INTO qoe_views (view_id, stat_id, user_id, kind, channel_id, content_id, engine, browser,
       device, provider, first_at, last_at)
     SELECT view_id, stat_id, user_id, kind, channel_id, content_id, engine, browser, device, provider,
       first_at, last_at
     FROM jsonb_to_recordset($1::jsonb) AS d(${VIEW_COLUMNS}) ORDER BY view_id
     ON CONFLICT (view_id) DO NOTHING RETURNING view_id`,
    [JSON.stringify(fresh)],
  );
  const isNew = new Set(created.map((row) => row.view_id));
  const rows = await tx.query<ViewRow>(
    'SELECT * FROM qoe_views WHERE view_id = ANY($1::text[]) ORDER BY view_id FOR UPDATE',
    [ids],
  );
  const states = new Map(rows.map((row) => [row.view_id, fromRow(row)]));
  const changed = new Set<string>();
  // In call order within a viewing: a stall reported by a later ping is growth over the earlier one.
  const ordered = [...pings].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  for (const ping of ordered) {
    const state = states.get(ping.viewId);
    if (!state) continue;
    const counted = isNew.has(ping.viewId) && !changed.has(ping.viewId);
    const result = applyPing(state, ping, counted);
    if (!result) continue;
    states.set(ping.viewId, result.state);
    changed.add(ping.viewId);
    effects.add(result.effect);
    events.push(ping);
  }
  return [...changed].sort().map((id) => states.get(id)!);
}

async function insertEvents(tx: Sql, pings: readonly QoePing[]): Promise<void> {
  if (pings.length === 0) return;
  await tx.query(
    `INSERT INTO qoe_events (received_at, view_id, seq, kind, body)
     SELECT received_at, view_id, seq, kind, body
     FROM jsonb_to_recordset($1::jsonb) AS d(received_at bigint, view_id text, seq integer, kind text, body jsonb)`,
    [
      JSON.stringify(
        pings.map((p) => ({
          received_at: p.receivedAt,
          view_id: p.viewId,
          seq: p.seq,
          kind: p.kind,
          body: p.body,
        })),
      ),
    ],
  );
}

const DIMS_SQL = DIM_COLUMNS.join(', ');
const DIMS_TYPED = DIM_COLUMNS.map((c) => `${c} text`).join(', ');
const COUNTER_TYPES: Record<string, string> = { bitrate_weighted: 'double precision' };
const COUNTERS_TYPED = COUNTER_NAMES.map((c) => `${c} ${COUNTER_TYPES[c] ?? 'bigint'}`).join(', ');
const COUNTERS_SET = COUNTER_NAMES.map((c) =>
  c === 'bitrate_max' ? `${c} = GREATEST(r.${c}, excluded.${c})` : `${c} = r.${c} + excluded.${c}`,
).join(', ');

async function addRollups(tx: Sql, effects: Effects): Promise<void> {
  const byKey = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const rollups = byKey(effects.rollups).map(([, r]) => ({
    minute: r.minute,
    ...dimValues(r.dims),
    ...r.counters,
  }));
  if (rollups.length > 0) {
    await tx.query(
      `INSERT INTO qoe_rollup_minute AS r (minute, ${DIMS_SQL}, ${COUNTER_NAMES.join(', ')})
       SELECT minute, ${DIMS_SQL}, ${COUNTER_NAMES.join(', ')}
       FROM jsonb_to_recordset($1::jsonb) AS d(minute bigint, ${DIMS_TYPED}, ${COUNTERS_TYPED})
       ON CONFLICT (minute, ${DIMS_SQL}) DO UPDATE SET ${COUNTERS_SET}`,
      [JSON.stringify(rollups)],
    );
  }
  const startups = byKey(effects.startups).map(([, s]) => ({
    minute: s.minute,
    ...dimValues(s.dims),
    bucket: s.bucket,
    n: s.n,
  }));
  if (startups.length > 0) {
    await tx.query(
      `INSERT INTO qoe_startup_minute AS r (minute, ${DIMS_SQL}, bucket, n)
       SELECT minute, ${DIMS_SQL}, bucket, n
       FROM jsonb_to_recordset($1::jsonb) AS d(minute bigint, ${DIMS_TYPED}, bucket smallint, n integer)
       ON CONFLICT (minute, ${DIMS_SQL}, bucket) DO UPDATE SET n = r.n + excluded.n`,
      [JSON.stringify(startups)],
    );
  }
  const errors = byKey(effects.errors).map(([, e]) => ({
    minute: e.minute,
    ...dimValues(e.dims),
    source: e.source,
    code: e.code,
    error_type: e.type,
    n: e.n,
  }));
  if (errors.length > 0) {
    await tx.query(
      `INSERT INTO qoe_error_minute AS r (minute, ${DIMS_SQL}, source, code, error_type, n)
       SELECT minute, ${DIMS_SQL}, source, code, error_type, n
       FROM jsonb_to_recordset($1::jsonb)
         AS d(minute bigint, ${DIMS_TYPED}, source text, code text, error_type text, n integer)
       ON CONFLICT (minute, ${DIMS_SQL}, source, code, error_type) DO UPDATE SET n = r.n + excluded.n`,
      [JSON.stringify(errors)],
    );
  }
}
