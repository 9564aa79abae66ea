/**
 * The backend half of the QoE load test (./run.mjs forks it): the real demo backend (every route, the stat
 * sink, the QoE ingestion and its SQL) listening on loopback, on PGlite in memory or, with DATABASE_URL, on
 * a schema of its own on that PostgreSQL (dropped at the end). It runs in its own process so the load it
 * answers and the load the driver makes do not share an event loop. When the driver says `finish`, it
 * writes what is still queued and answers with counts read from the raw events and from the rollups, and
 * the ingestion's own figures, then closes.
 */
import { createApi } from '../../packages/demo-backend/src/app';
import type { DatabaseConfig } from '../../packages/demo-backend/src/db/database';
import { LIBRARY_FIXTURE } from '../../packages/demo-backend/src/testing/api-fixture';

const url = process.env.DATABASE_URL;
const database: DatabaseConfig = url
  ? { kind: 'postgres', url, schema: `qoe_load_${process.pid}`, dropSchemaOnClose: true }
  : { kind: 'memory' };
const api = await createApi(LIBRARY_FIXTURE, { database, seed: 1 });
const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
const send = (message: unknown) => process.send?.(message);
send({ type: 'listening', origin: address, database: api.database.label });

/** Counts of the raw events, and the same things summed from the rollups: equal when nothing was lost. */
async function counts() {
  const [raw] = await api.database.query<Record<string, string | number | null>>(
    `SELECT count(*) AS events,
       count(DISTINCT (view_id, seq)) FILTER (WHERE view_id IS NOT NULL) AS distinct_calls,
       count(DISTINCT view_id) AS views,
       count(*) FILTER (WHERE kind = 'start') AS plays,
       count(*) FILTER (WHERE kind = 'error') AS errors,
       coalesce(sum((body->>'seconds')::numeric) FILTER (WHERE kind = 'ping'), 0) * 1000 AS watched_ms,
       count(*) FILTER (WHERE kind = 'ping' AND (body->>'exit')::boolean) AS exits
     FROM qoe_events`,
  );
  const [rolled] = await api.database.query<Record<string, string | number | null>>(
    `SELECT coalesce(sum(events), 0) AS events, coalesce(sum(views), 0) AS views,
       coalesce(sum(plays), 0) AS plays, coalesce(sum(errors), 0) AS errors,
       coalesce(sum(watched_ms), 0) AS watched_ms, coalesce(sum(exits), 0) AS exits
     FROM qoe_rollup_minute`,
  );
  const numbers = (row: Record<string, unknown> | undefined) =>
    Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
  return { raw: numbers(raw), rollups: numbers(rolled) };
}

process.on('message', async (message: { type?: string }) => {
  if (message?.type === 'figures') send({ type: 'figures', ingest: api.qoe.figures() });
  if (message?.type !== 'finish') return;
  const drainStart = performance.now();
  await api.qoe.drain();
  const drainMs = performance.now() - drainStart;
  const result = { type: 'counts', drainMs, ingest: api.qoe.figures(), ...(await counts()) };
  send(result);
  await api.app.close();
  process.exit(0);
});
