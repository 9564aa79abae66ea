/**
 * Repeats a read until it yields a value, at the wizard's pace (policies.ts nextPoll: 300 ms, 600 ms for
 * a transaction) and within a time limit. Clock and sleep are injected so the tests run with fake time;
 * the abort signal ends it at once (cancel button, leaving the page).
 */
import { nextPoll } from './policies';

export interface PollOptions {
  hasTransaction: boolean;
  limitMs: number;
  signal: AbortSignal;
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The first non-null value `read` gives, or null once the limit has passed. Throws when aborted. */
export async function pollUntil<T>(
  read: (signal: AbortSignal) => Promise<T | null>,
  options: PollOptions,
): Promise<T | null> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const startedAt = now();
  for (;;) {
    options.signal.throwIfAborted();
    const value = await read(options.signal);
    // A cancel pressed while the read was on its way wins over its answer.
    options.signal.throwIfAborted();
    if (value !== null) return value;
    const step = nextPoll({
      startedAt,
      now: now(),
      hasTransaction: options.hasTransaction,
      limitMs: options.limitMs,
    });
    if (step.kind === 'give_up') return null;
    await sleep(step.delayMs, options.signal);
  }
}
