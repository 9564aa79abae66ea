/**
 * Why: stat pings and tracking must survive a flaky network without ever touching playback. Every send goes
 * through this one small queue: calls leave one at a time in the order they were made (a playback start
 * before its updates), a failed call is retried with exponential backoff a bounded number of times, and a
 * full queue drops its oldest call and counts it rather than growing without bound. When the page goes away
 * (pagehide) whatever still waits leaves as a beacon, which the browser delivers after the page is gone.
 * Each attempt has a deadline (its request is aborted and the attempt counts as failed), so one request the
 * server never answers cannot stop every ping behind it.
 */
import { SEND_QUEUE } from './constants';
import type { SendQueueFigures, Timers } from './types';

export interface SendTask {
  /** For logs: which call this is. */
  label: string;
  /** `signal` aborts when the attempt's deadline passes. */
  send(signal: AbortSignal): Promise<void>;
  /** Hands the call to `navigator.sendBeacon`; false when the browser refused it. */
  beacon?: () => boolean;
}

export interface SendQueueOptions {
  timers: Timers;
  /** Aborting it destroys the queue (see `destroy`). */
  signal?: AbortSignal;
  /** Where `pagehide` is heard, normally `window`. */
  page?: EventTarget;
  maxSize?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sendTimeoutMs?: number;
  onChange?: (figures: SendQueueFigures) => void;
  /** A call given up for good (attempts spent or dropped); the queue itself never throws. */
  onGiveUp?: (label: string, reason: 'attempts' | 'dropped', error?: unknown) => void;
}

export interface SendQueue {
  /** `urgent` tries a beacon first (the page may be closing); without one the call is queued as usual. */
  enqueue(task: SendTask, options?: { urgent?: boolean }): void;
  /** Sends every waiting call that can leave as a beacon; the others keep waiting. */
  flushBeacon(): void;
  figures(): SendQueueFigures;
  /** Idempotent: waiting calls leave as beacons, else once without retry; nothing is retried after. */
  destroy(): void;
}

/** Delay before the retry that follows failure number `failures` (1-based): base, 2·base, 4·base… capped. */
export function backoffDelayMs(failures: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
}

/** A sender may mark a failure as final (`retryable: false`, e.g. an HTTP 400): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { retryable?: unknown }).retryable === false
  );
}

interface Entry {
  task: SendTask;
  attempts: number;
}

export function createSendQueue(options: SendQueueOptions): SendQueue {
  const maxSize = Math.max(1, options.maxSize ?? SEND_QUEUE.maxSize);
  const maxAttempts = Math.max(1, options.maxAttempts ?? SEND_QUEUE.maxAttempts);
  const baseDelayMs = options.baseDelayMs ?? SEND_QUEUE.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? SEND_QUEUE.maxDelayMs;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_QUEUE.sendTimeoutMs;
  const { timers } = options;
  const waiting: Entry[] = [];
  let inFlight: Entry | null = null;
  let retryTimer: unknown = null;
  let destroyed = false;
  const counts = { sent: 0, dropped: 0, failed: 0 };

  const figures = (): SendQueueFigures => ({ pending: waiting.length + (inFlight ? 1 : 0), ...counts });
  const changed = () => options.onChange?.(figures());
  const giveUp = (label: string, reason: 'attempts' | 'dropped', error?: unknown) => {
    try {
      options.onGiveUp?.(label, reason, error);
    } catch {
      // A logging hook must not break the queue.
    }
  };

  function attempt(task: SendTask): Promise<void> {
    const deadline = new AbortController();
    return new Promise<void>((resolve, reject) => {
      const timer = timers.setTimeout(() => {
        deadline.abort();
        reject(
          Object.assign(new Error(`${task.label}: no answer within ${sendTimeoutMs} ms`), {
            retryable: true,
          }),
        );
      }, sendTimeoutMs);
      const settle = (done: () => void) => () => {
        timers.clearTimeout(timer);
        done();
      };
      // A send that throws synchronously is a failed send, not a crash of the caller.
      Promise.resolve()
        .then(() => task.send(deadline.signal))
        .then(settle(resolve), (error: unknown) => settle(() => reject(error))());
    });
  }

  function tryBeacon(task: SendTask): boolean {
    if (!task.beacon) return false;
    try {
      return task.beacon();
    } catch {
      return false;
    }
  }

  function pump(): void {
    if (destroyed || inFlight || retryTimer !== null) return;
    const entry = waiting.shift();
    if (!entry) return;
    inFlight = entry;
    entry.attempts += 1;
    attempt(entry.task).then(
      () => {
        inFlight = null;
        counts.sent += 1;
        changed();
        pump();
      },
      (error: unknown) => {
        inFlight = null;
        if (destroyed) return;
        if (entry.attempts >= maxAttempts || isPermanent(error)) {
          counts.failed += 1;
          giveUp(entry.task.label, 'attempts', error);
          changed();
          pump();
          return;
        }
        waiting.unshift(entry);
        retryTimer = timers.setTimeout(
          () => {
            retryTimer = null;
            pump();
          },
          backoffDelayMs(entry.attempts, baseDelayMs, maxDelayMs),
        );
        changed();
      },
    );
  }

  function enqueue(task: SendTask, { urgent = false } = {}): void {
    if (urgent && tryBeacon(task)) {
      counts.sent += 1;
      changed();
      return;
    }
    if (destroyed) {
      if (!tryBeacon(task)) attempt(task).catch((error: unknown) => giveUp(task.label, 'attempts', error));
      return;
    }
    waiting.push({ task, attempts: 0 });
    while (waiting.length + (inFlight ? 1 : 0) > maxSize) {
      const oldest = waiting.shift();
      if (!oldest) break;
      counts.dropped += 1;
      giveUp(oldest.task.label, 'dropped');
    }
    changed();
    pump();
  }

  function flushBeacon(): void {
    const kept = waiting.filter((entry) => !tryBeacon(entry.task));
    const beaconed = waiting.length - kept.length;
    if (beaconed === 0) return;
    waiting.splice(0, waiting.length, ...kept);
    counts.sent += beaconed;
    changed();
  }

  function destroy(): void {
    if (destroyed) return;
    destroyed = true;
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    retryTimer = null;
    for (const entry of waiting.splice(0)) {
      if (!tryBeacon(entry.task))
        attempt(entry.task).catch((error: unknown) => giveUp(entry.task.label, 'attempts', error));
    }
  }

  options.page?.addEventListener('pagehide', flushBeacon, { signal: options.signal });
  if (options.signal?.aborted) destroy();
  else options.signal?.addEventListener('abort', destroy, { once: true });

  return { enqueue, flushBeacon, figures, destroy };
}
