/**
 * Why: a stat call must be answered at once and must not be lost when the database is slow. The route
 * hands each accepted ping to this queue and answers; the queue writes them in batches (one transaction
 * for many pings). It is bounded: when it is full the route answers 503 with Retry-After and the SDK's
 * send queue retries that call later, so a slow database turns into back-pressure, never into a silent
 * loss. A batch that fails is put back and retried with a growing pause; one that keeps failing is split
 * until the one ping the database refuses is found, and only that one is given up — counted and logged.
 * Time and timers are injected.
 */

export interface IngestTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface IngestOptions<T> {
  /** Writes one batch in one transaction; throws to have it retried. */
  write(batch: readonly T[]): Promise<void>;
  timers: IngestTimers;
  /** Most pings held (accepted, not yet written). */
  capacity: number;
  /** Most pings in one write. */
  batchSize: number;
  /** How long a ping may wait for companions before a partial batch is written. */
  lingerMs: number;
  /** First pause after a failed write; doubles up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Failed writes of one batch before it is split (and a single ping given up). */
  attemptsBeforeSplit: number;
  log?: (line: string) => void;
}

export interface IngestFigures {
  /** Pings taken in. */
  accepted: number;
  /** Pings written to the database. */
  written: number;
  /** Pings refused with 503 because the queue was full (the client retries them). */
  refused: number;
  /** Pings the database refused on their own after every retry (logged one by one). */
  discarded: number;
  /** Pings waiting now. */
  pending: number;
  /** Failed batch writes so far (each retried). */
  failedWrites: number;
}

export interface IngestQueue<T> {
  /** Takes the ping, or refuses it when full (the route then answers 503). */
  offer(item: T): boolean;
  figures(): IngestFigures;
  /** Resolves once everything accepted so far is written or given up. */
  drain(): Promise<void>;
  /** Drains, then stops its timer; idempotent. */
  close(): Promise<void>;
}

export function createIngestQueue<T>(options: IngestOptions<T>): IngestQueue<T> {
  const { timers } = options;
  const pending: T[] = [];
  const figures = { accepted: 0, written: 0, refused: 0, discarded: 0, failedWrites: 0 };
  let timer: unknown = null;
  let writing: Promise<void> | null = null;
  let inFlight = 0;
  let backoff = 0;
  let closed = false;
  const waiters: (() => void)[] = [];

  const settleWaiters = () => {
    if (pending.length > 0 || writing) return;
    for (const resolve of waiters.splice(0)) resolve();
  };

  function schedule(delay: number): void {
    if (timer !== null || writing) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void flush();
    }, delay);
  }

  /** Writes `batch`, splitting it on repeated failure; resolves when written or given up. */
  async function writeWithRetry(batch: T[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await options.write(batch);
        figures.written += batch.length;
        backoff = 0;
        return;
      } catch (error) {
        figures.failedWrites += 1;
        if (attempt >= options.attemptsBeforeSplit) {
          if (batch.length === 1) {
            figures.discarded += 1;
            options.log?.(
              `qoe: a ping was refused by the database ${attempt} times, given up: ${String(error)}`,
            );
            return;
          }
          const half = Math.ceil(batch.length / 2);
          await writeWithRetry(batch.slice(0, half));
          await writeWithRetry(batch.slice(half));
          return;
        }
        backoff = Math.min(options.maxBackoffMs, backoff === 0 ? options.backoffMs : backoff * 2);
        await new Promise<void>((resolve) => timers.setTimeout(resolve, backoff));
      }
    }
  }

  async function flush(): Promise<void> {
    if (writing || pending.length === 0) return settleWaiters();
    const batch = pending.splice(0, options.batchSize);
    inFlight = batch.length;
    writing = writeWithRetry(batch);
    try {
      await writing;
    } finally {
      writing = null;
      inFlight = 0;
    }
    // Someone waiting for the drain does not wait for the linger.
    if (pending.length >= options.batchSize || (waiters.length > 0 && pending.length > 0)) void flush();
    else if (pending.length > 0) schedule(options.lingerMs);
    settleWaiters();
  }

  return {
    offer(item) {
      if (closed || pending.length + inFlight >= options.capacity) {
        figures.refused += 1;
        return false;
      }
      pending.push(item);
      figures.accepted += 1;
      if (pending.length >= options.batchSize && !writing) {
        if (timer !== null) timers.clearTimeout(timer);
        timer = null;
        void flush();
      } else schedule(options.lingerMs);
      return true;
    },
    figures: () => ({ ...figures, pending: pending.length + inFlight }),
    drain,
    async close() {
      if (closed) return;
      closed = true;
      while (pending.length > 0 || writing) await drain();
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };

  function drain(): Promise<void> {
    if (pending.length === 0 && !writing) return Promise.resolve();
    const done = new Promise<void>((resolve) => waiters.push(resolve));
    if (!writing) {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      void flush();
    }
    return done;
  }
}
