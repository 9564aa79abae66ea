/**
 * Why: raw events are the biggest table by far, and most queries want a recent window of it. They are
 * partitioned by day (UTC): a day's partition is made before the day starts (today's and tomorrow's, checked
 * every hour), and a day past the retention is dropped whole instead of deleted row by row. A row that
 * arrives for a day without a partition lands in the default partition, never refused. Two instances may
 * both check at once: they take turns (an advisory lock on PostgreSQL) and `IF NOT EXISTS` does the rest.
 */
import type { Database } from '../db/database';

const DAY_MS = 86_400_000;

/** The partition of the UTC day holding `ms`: its name and bounds. */
export function dayPartition(ms: number): { name: string; from: number; to: number } {
  const from = Math.floor(ms / DAY_MS) * DAY_MS;
  const day = new Date(from).toISOString().slice(0, 10).replaceAll('-', '');
  return { name: `qoe_events_${day}`, from, to: from + DAY_MS };
}

const PARTITION_NAME = /^qoe_events_(\d{8})$/;

/** Names of the day partitions that end before `cutoffMs`. */
export function expiredPartitions(names: readonly string[], cutoffMs: number): string[] {
  return names.filter((name) => {
    const day = PARTITION_NAME.exec(name)?.[1];
    if (!day) return false;
    const start = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)));
    return start + DAY_MS <= cutoffMs;
  });
}

/**
 * Makes today's and tomorrow's partitions and drops those older than `retentionDays`. A partition that
 * cannot be made (rows of its day already sit in the default partition) is reported, and its rows stay
 * where they are: every query reads the whole table.
 */
export async function maintainPartitions(
  db: Database,
  nowMs: number,
  retentionDays: number,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  await db.exclusively('qoe-partitions', async () => {
    for (const at of [nowMs, nowMs + DAY_MS]) {
      const { name, from, to } = dayPartition(at);
      // The name and bounds come from numbers formatted here, never from input.
      await db
        .exec(
          `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF qoe_events FOR VALUES FROM (${from}) TO (${to})`,
        )
        .catch((error: unknown) => log(`qoe: partition ${name} not made: ${String(error)}`));
    }
    const children = await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid
         JOIN pg_class p ON p.oid = i.inhparent
       WHERE p.relname = 'qoe_events' AND p.relnamespace = to_regnamespace(current_schema())::oid`,
    );
    const cutoff = nowMs - retentionDays * DAY_MS;
    for (const name of expiredPartitions(
      children.map((c) => c.name),
      cutoff,
    )) {
      await db.exec(`DROP TABLE IF EXISTS ${name}`);
    }
  });
}
