/**
 * Why: analytics leave in batches (one call for a screenful of rows, not one per row); a batch that fails
 * is tried again with the next one, a few times, so a network blip loses nothing, while a server that
 * keeps refusing cannot grow the queue without end. When the page goes away the waiting events leave at
 * once as a beacon (the browser delivers it after the page is gone).
 */

/** How long events wait to travel together. */
export const BATCH_MS = 1000;
/** Events kept at most while the operator does not answer; the oldest go first. */
export const MAX_QUEUED = 200;
/** Sends of one event before it is given up. */
export const MAX_ATTEMPTS = 3;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function createEventBatcher<E>(options: {
  send: (events: E[]) => Promise<unknown>;
  timers: Timers;
  delayMs?: number;
  /** Where `pagehide` is heard (normally `window`), and how waiting events leave then. */
  page?: EventTarget;
  beacon?: (events: E[]) => void;
}) {
  let queue: { event: E; attempts: number }[] = [];
  let timer: unknown = null;
  let sending = false;
  // pagehide is listened to only while events wait: the listener goes with the last of them.
  let listening: AbortController | null = null;

  const watchPage = () => {
    if (queue.length === 0) {
      listening?.abort();
      listening = null;
    } else if (!listening && options.page && options.beacon) {
      const beacon = options.beacon;
      listening = new AbortController();
      options.page.addEventListener(
        'pagehide',
        () => {
          const events = drain();
          if (events.length > 0) beacon(events);
        },
        { signal: listening.signal },
      );
    }
  };

  function drain(): E[] {
    if (timer !== null) options.timers.clearTimeout(timer);
    timer = null;
    const events = queue.map((entry) => entry.event);
    queue = [];
    watchPage();
    return events;
  }

  const schedule = () => {
    watchPage();
    if (timer === null && !sending && queue.length > 0) {
      timer = options.timers.setTimeout(() => void flush(), options.delayMs ?? BATCH_MS);
    }
  };

  async function flush(): Promise<void> {
    timer = null;
    if (sending || queue.length === 0) return;
    const batch = queue;
    queue = [];
    sending = true;
    try {
      await options.send(batch.map((entry) => entry.event));
    } catch {
      const retry = batch
        .map((entry) => ({ ...entry, attempts: entry.attempts + 1 }))
        .filter((entry) => entry.attempts < MAX_ATTEMPTS);
      queue = [...retry, ...queue].slice(-MAX_QUEUED);
    } finally {
      sending = false;
      schedule();
    }
  }

  return {
    add(event: E): void {
      queue = [...queue, { event, attempts: 0 }].slice(-MAX_QUEUED);
      schedule();
    },
    flush,
    /** Takes every waiting event out (the page is going away: they leave as a beacon instead). */
    drain,
    /** Events waiting (for tests and diagnostics). */
    get pending(): number {
      return queue.length;
    },
  };
}
