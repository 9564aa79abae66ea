import { backoffDelayMs, createSendQueue, type SendTask } from './send-queue';
import type { Timers } from './types';

const timers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as number),
};

/** A task whose sends fail `failures` times, then succeed; it records when each attempt happened. */
function task(label: string, failures = 0, beacon?: () => boolean) {
  const attempts: number[] = [];
  const t: SendTask = {
    label,
    send: async () => {
      attempts.push(Date.now());
      if (attempts.length <= failures) throw new Error(`${label} failed`);
    },
  };
  if (beacon) t.beacon = beacon;
  return { task: t, attempts };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('send queue', () => {
  it('doubles the backoff up to its cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelayMs(n, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  // Issue 21 item 10: before the fix a request that never answered held the queue: no later ping ever left.
  it('aborts a hung send at its deadline, retries it, and the pings behind it still leave', async () => {
    const queue = createSendQueue({ timers, sendTimeoutMs: 5000, baseDelayMs: 1000 });
    const signals: AbortSignal[] = [];
    let hang = true;
    const hung: SendTask = {
      label: 'stat',
      send: (signal) => {
        signals.push(signal);
        return hang ? new Promise(() => {}) : Promise.resolve();
      },
    };
    const later = task('update');
    queue.enqueue(hung);
    queue.enqueue(later.task);
    await vi.advanceTimersByTimeAsync(4999);
    expect(later.attempts).toEqual([]);
    hang = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(signals).toHaveLength(2);
    expect(later.attempts).toHaveLength(1);
    expect(queue.figures()).toMatchObject({ pending: 0, sent: 2, failed: 0 });
  });

  it('retries a failed call with exponential backoff, in order, then goes on', async () => {
    const queue = createSendQueue({ timers });
    const first = task('start', 2);
    const second = task('update');
    queue.enqueue(first.task);
    queue.enqueue(second.task);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.attempts).toEqual([0]);
    expect(second.attempts).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.attempts).toEqual([0, 1000, 3000]);
    expect(second.attempts).toEqual([3000]);
    expect(queue.figures()).toEqual({ pending: 0, sent: 2, dropped: 0, failed: 0 });
  });

  it('gives up after the bounded attempts and counts it', async () => {
    const gaveUp: string[] = [];
    const queue = createSendQueue({
      timers,
      maxAttempts: 3,
      onGiveUp: (label, reason) => gaveUp.push(`${label}:${reason}`),
    });
    const doomed = task('stat', Number.POSITIVE_INFINITY);
    queue.enqueue(doomed.task);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(doomed.attempts).toEqual([0, 1000, 3000]);
    expect(queue.figures()).toEqual({ pending: 0, sent: 0, dropped: 0, failed: 1 });
    expect(gaveUp).toEqual(['stat:attempts']);
  });

  it('does not retry a failure the sender marks as permanent', async () => {
    const queue = createSendQueue({ timers });
    let attempts = 0;
    queue.enqueue({
      label: 'stat',
      send: async () => {
        attempts += 1;
        throw Object.assign(new Error('HTTP 400'), { retryable: false });
      },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(1);
    expect(queue.figures().failed).toBe(1);
  });

  it('drops the oldest waiting call when full and counts it', async () => {
    const queue = createSendQueue({ timers, maxSize: 2 });
    const head = task('a', 1);
    const b = task('b');
    const c = task('c');
    queue.enqueue(head.task);
    await vi.advanceTimersByTimeAsync(0);
    // 'a' now waits for its retry at the head; adding two more overflows by one.
    queue.enqueue(b.task);
    queue.enqueue(c.task);
    expect(queue.figures()).toMatchObject({ pending: 2, dropped: 1 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(b.attempts).toEqual([1000]);
    expect(c.attempts).toEqual([1000]);
    expect(head.attempts).toEqual([0]);
  });

  it('a send that throws synchronously is a failure, not a crash', async () => {
    const queue = createSendQueue({ timers, maxAttempts: 1 });
    expect(() =>
      queue.enqueue({
        label: 'x',
        send: () => {
          throw new Error('sync');
        },
      }),
    ).not.toThrow();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.figures().failed).toBe(1);
  });

  it('sends an urgent call as a beacon straight away when it can', async () => {
    const queue = createSendQueue({ timers });
    const beaconed: string[] = [];
    const final = task('final', 0, () => beaconed.push('final') > 0);
    queue.enqueue(final.task, { urgent: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(beaconed).toEqual(['final']);
    expect(final.attempts).toEqual([]);
    const refused = task('refused', 0, () => false);
    queue.enqueue(refused.task, { urgent: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.attempts).toEqual([0]);
  });

  it('flushes waiting calls as beacons on pagehide; calls without a beacon keep waiting', async () => {
    const page = new EventTarget();
    const queue = createSendQueue({ timers, page });
    const beaconed: string[] = [];
    const blocker = task('blocker', 1);
    const withBeacon = task('stat', 0, () => beaconed.push('stat') > 0);
    const pixel = task('tns');
    queue.enqueue(blocker.task);
    await vi.advanceTimersByTimeAsync(0);
    queue.enqueue(withBeacon.task);
    queue.enqueue(pixel.task);
    page.dispatchEvent(new Event('pagehide'));
    expect(beaconed).toEqual(['stat']);
    expect(queue.figures()).toMatchObject({ pending: 2, sent: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(withBeacon.attempts).toEqual([]);
    expect(pixel.attempts).toEqual([1000]);
  });

  it('destroy is idempotent: waiting calls leave once, nothing is retried after', async () => {
    const controller = new AbortController();
    const queue = createSendQueue({ timers, signal: controller.signal });
    const failing = task('a', 5);
    const waiting = task('b', 5);
    queue.enqueue(failing.task);
    await vi.advanceTimersByTimeAsync(0);
    queue.enqueue(waiting.task);
    controller.abort();
    queue.destroy();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failing.attempts).toEqual([0, 0]);
    expect(waiting.attempts).toEqual([0]);
  });
});
