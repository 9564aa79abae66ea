/**
 * Why: one object per backend process that the stat routes hand pings to and the console asks about: the
 * bounded batching queue (ingest-queue.ts) writing to SQL (store.ts), and the day partitions kept ahead
 * (partitions.ts, checked hourly). Each process batches on its own; the database makes two of them count
 * as one (store.ts). This is the seam a column store would go behind (docs/performance.md "Where one
 * PostgreSQL stops"): the routes only call `accept`.
 */
import type { Database } from '../db/database';
import { createIngestQueue, type IngestFigures, type IngestTimers } from './ingest-queue';
import { maintainPartitions } from './partitions';
import { type PingMeta, type QoePing, toQoePing } from './ping';
import { writeBatch } from './store';

export const QOE_LIMITS = {
  /** Pings held before the route answers 503: about 10 s of the load test's 1,000 a second. */
  capacity: 10_000,
  batchSize: 500,
  lingerMs: 100,
  backoffMs: 200,
  maxBackoffMs: 5_000,
  attemptsBeforeSplit: 4,
  /** Raw events are kept this many days; the rollups stay. */
  retentionDays: 35,
  partitionCheckMs: 3_600_000,
} as const;

export type QoeLimits = { -readonly [K in keyof typeof QOE_LIMITS]: number };

export type Acceptance = 'accepted' | 'ignored' | 'refused';

export interface QoeIngest {
  /** Takes one redacted stat call: 'ignored' when it is not QoE (tracking), 'refused' when the queue is full. */
  accept(sinkKind: string, body: Record<string, unknown>, meta: PingMeta): Acceptance;
  figures(): IngestFigures;
  /** Everything accepted so far, written (tests, the load test, shutdown). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export function createQoeIngest(
  db: Database,
  options: {
    now: () => number;
    timers?: IngestTimers;
    limits?: Partial<QoeLimits>;
    log?: (line: string) => void;
  },
): QoeIngest {
  const limits = { ...QOE_LIMITS, ...options.limits };
  const log = options.log ?? ((line: string) => console.warn(line));
  const timers: IngestTimers = options.timers ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  };
  let partitionTimer: unknown = null;
  let closed = false;
  const upkeep = () =>
    maintainPartitions(db, options.now(), limits.retentionDays, log).catch((error: unknown) =>
      log(`qoe: partition upkeep failed: ${String(error)}`),
    );
  const keepPartitions = () => {
    partitionTimer = timers.setTimeout(() => {
      if (!closed) void upkeep().finally(keepPartitions);
    }, limits.partitionCheckMs);
    (partitionTimer as { unref?: () => void }).unref?.();
  };
  // Today's partition exists before the first batch is written (else its rows would sit in the default).
  const ready = upkeep().finally(keepPartitions);
  const queue = createIngestQueue<QoePing>({
    write: async (batch) => {
      await ready;
      await writeBatch(db, batch);
    },
    timers,
    capacity: limits.capacity,
    batchSize: limits.batchSize,
    lingerMs: limits.lingerMs,
    backoffMs: limits.backoffMs,
    maxBackoffMs: limits.maxBackoffMs,
    attemptsBeforeSplit: limits.attemptsBeforeSplit,
    log,
  });

  return {
    accept(sinkKind, body, meta) {
      const ping = toQoePing(sinkKind, body, meta);
      if (!ping) return 'ignored';
      return queue.offer(ping) ? 'accepted' : 'refused';
    },
    figures: () => queue.figures(),
    drain: () => queue.drain(),
    async close() {
      if (closed) return;
      closed = true;
      await ready;
      if (partitionTimer !== null) timers.clearTimeout(partitionTimer);
      await queue.close();
    },
  };
}
