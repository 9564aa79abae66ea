/**
 * Why: 001 §7 Analytics events — the operator learns how its curation is used from four events about
 * row items: show (a row came into view), click (an item was opened), focus (an item got keyboard
 * focus) and play (an item that starts playback — a channel, the last channel, a watched title — was
 * opened), each with the row's template as name_template, the item id as value and where it was as
 * source. Events leave in batches (one call for a screenful of rows, not one per row); a batch that
 * fails is tried again with the next one, a few times, so a network blip loses nothing, while a server
 * that keeps refusing cannot grow the queue without end.
 */
export type RowEventName = 'show' | 'click' | 'focus' | 'play';

export interface RowEvent {
  event: RowEventName;
  name_template: string;
  value: number | string;
  source: string;
}

/** How long events wait to travel together. */
export const BATCH_MS = 1000;
/** Events kept at most while the operator does not answer; the oldest go first. */
export const MAX_QUEUED = 200;
/** Sends of one event before it is given up. */
export const MAX_ATTEMPTS = 3;

const PLAYING_TEMPLATES = new Set(['channel', 'channels', 'history', 'history-h']);
const PLAYING_DESTINATIONS = new Set(['channel', 'last_channel']);

/** An opened item plays when its row lists channels or watched titles, or its destination is a channel. */
export function openEvent(template: string, destinationType?: string | null): RowEventName {
  return PLAYING_TEMPLATES.has(template) || PLAYING_DESTINATIONS.has(destinationType ?? '')
    ? 'play'
    : 'click';
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function createEventBatcher(options: {
  send: (events: RowEvent[]) => Promise<unknown>;
  timers: Timers;
  delayMs?: number;
}) {
  let queue: { event: RowEvent; attempts: number }[] = [];
  let timer: unknown = null;
  let sending = false;

  const schedule = () => {
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
    add(event: RowEvent): void {
      queue = [...queue, { event, attempts: 0 }].slice(-MAX_QUEUED);
      schedule();
    },
    flush,
    /** Events waiting (for tests and diagnostics). */
    get pending(): number {
      return queue.length;
    },
  };
}
