import { describe, expect, it, vi } from 'vitest';
import type { RowEvent } from '../catalogue/row-analytics';
import { createEventBatcher, MAX_ATTEMPTS, MAX_QUEUED } from './batcher';

const show = (value: number): RowEvent => ({
  event: 'show',
  name_template: 'content-v',
  value,
  source: 'main',
});

function fakeTimers() {
  const pending: (() => void)[] = [];
  return {
    timers: {
      setTimeout: (fn: () => void) => pending.push(fn),
      clearTimeout: () => undefined,
    },
    /** Runs the timers due now (what BATCH_MS later would). */
    async tick() {
      for (const fn of pending.splice(0)) fn();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get waiting() {
      return pending.length;
    },
  };
}

describe('the analytics batcher', () => {
  it('sends the events of one moment in one batch', async () => {
    const clock = fakeTimers();
    const send = vi.fn(async (_: RowEvent[]) => undefined);
    const batcher = createEventBatcher({ send, timers: clock.timers });
    batcher.add(show(1));
    batcher.add(show(2));
    expect(send).not.toHaveBeenCalled();
    expect(clock.waiting).toBe(1);
    await clock.tick();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].map((e) => e.value)).toEqual([1, 2]);
    expect(batcher.pending).toBe(0);
  });

  it('tries a failed batch again with the next one, then gives it up', async () => {
    const clock = fakeTimers();
    const send = vi.fn<(events: RowEvent[]) => Promise<void>>(async () => {
      throw new Error('offline');
    });
    const batcher = createEventBatcher({ send, timers: clock.timers });
    batcher.add(show(1));
    for (let i = 0; i < MAX_ATTEMPTS; i++) await clock.tick();
    expect(send).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(batcher.pending).toBe(0);
    send.mockResolvedValue(undefined);
    batcher.add(show(2));
    await clock.tick();
    expect(send.mock.lastCall?.[0].map((e) => e.value)).toEqual([2]);
  });

  it('gives the waiting events up to a beacon when the page goes away, and sends nothing twice', async () => {
    const clock = fakeTimers();
    const send = vi.fn(async (_: RowEvent[]) => undefined);
    const batcher = createEventBatcher({ send, timers: clock.timers });
    batcher.add(show(1));
    expect(batcher.drain().map((e) => e.value)).toEqual([1]);
    expect(batcher.drain()).toEqual([]);
    await clock.tick();
    expect(send).not.toHaveBeenCalled();
  });

  it('hears pagehide only while events wait, and sends them as a beacon then', async () => {
    const clock = fakeTimers();
    const page = new EventTarget();
    const beacon = vi.fn();
    const batcher = createEventBatcher({ send: async () => undefined, timers: clock.timers, page, beacon });
    batcher.add(show(1));
    await clock.tick();
    page.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
    batcher.add(show(2));
    page.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledWith([show(2)]);
    expect(batcher.pending).toBe(0);
  });

  it('keeps at most MAX_QUEUED events, the newest', async () => {
    const clock = fakeTimers();
    const send = vi.fn(async (_: RowEvent[]) => undefined);
    const batcher = createEventBatcher({ send, timers: clock.timers });
    for (let i = 0; i < MAX_QUEUED + 5; i++) batcher.add(show(i));
    await clock.tick();
    const sent = send.mock.calls[0]?.[0] ?? [];
    expect(sent).toHaveLength(MAX_QUEUED);
    expect(sent[0]?.value).toBe(5);
  });
});
