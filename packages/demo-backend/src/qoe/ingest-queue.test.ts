import { describe, expect, it } from 'vitest';
import { createIngestQueue, type IngestOptions } from './ingest-queue';

/** Timers run by hand: `tick()` fires every timer due, in order. */
function manualTimers() {
  let handles: { id: number; callback: () => void }[] = [];
  let next = 0;
  return {
    setTimeout(callback: () => void) {
      next += 1;
      handles.push({ id: next, callback });
      return next;
    },
    clearTimeout(handle: unknown) {
      handles = handles.filter((h) => h.id !== handle);
    },
    async tick() {
      const due = handles;
      handles = [];
      for (const h of due) h.callback();
      // Let the writes' promises settle.
      for (let i = 0; i < 20; i++) await Promise.resolve();
    },
    get pending() {
      return handles.length;
    },
  };
}

function queueWith(write: IngestOptions<number>['write'], overrides: Partial<IngestOptions<number>> = {}) {
  const timers = manualTimers();
  const lines: string[] = [];
  const queue = createIngestQueue<number>({
    write,
    timers,
    capacity: 10,
    batchSize: 4,
    lingerMs: 100,
    backoffMs: 10,
    maxBackoffMs: 100,
    attemptsBeforeSplit: 3,
    log: (line) => lines.push(line),
    ...overrides,
  });
  return { queue, timers, lines };
}

describe('the ingestion queue', () => {
  it('writes full batches at once and a partial batch after the linger', async () => {
    const batches: number[][] = [];
    const { queue, timers } = queueWith(async (batch) => {
      batches.push([...batch]);
    });
    for (let i = 1; i <= 6; i++) expect(queue.offer(i)).toBe(true);
    await timers.tick();
    expect(batches).toEqual([[1, 2, 3, 4]]);
    await timers.tick();
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(queue.figures()).toMatchObject({ accepted: 6, written: 6, pending: 0, refused: 0 });
  });

  it('refuses beyond its capacity, counting it, while the database is slow', async () => {
    let release: () => void = () => undefined;
    const { queue } = queueWith(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const answers = Array.from({ length: 12 }, (_, i) => queue.offer(i));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(queue.figures()).toMatchObject({ accepted: 10, refused: 2, pending: 10 });
    release();
  });

  it('keeps a failed batch and writes it once the database is back, losing nothing', async () => {
    let failing = 2;
    const written: number[] = [];
    const { queue, timers } = queueWith(async (batch) => {
      if (failing-- > 0) throw new Error('connection refused');
      written.push(...batch);
    });
    for (let i = 1; i <= 4; i++) queue.offer(i);
    const drained = queue.drain();
    while (written.length < 4) await timers.tick();
    await drained;
    expect(written).toEqual([1, 2, 3, 4]);
    expect(queue.figures()).toMatchObject({ written: 4, failedWrites: 2, discarded: 0 });
  });

  it('splits a batch the database keeps refusing and gives up only the one bad ping, logged', async () => {
    const written: number[] = [];
    const { queue, timers, lines } = queueWith(async (batch) => {
      if (batch.includes(3)) throw new Error('invalid input syntax');
      written.push(...batch);
    });
    for (let i = 1; i <= 4; i++) queue.offer(i);
    const drained = queue.drain();
    while (queue.figures().pending > 0) await timers.tick();
    await drained;
    expect(written.sort()).toEqual([1, 2, 4]);
    expect(queue.figures()).toMatchObject({ written: 3, discarded: 1 });
    expect(lines.join('\n')).toMatch(/given up: Error: invalid input syntax/);
  });

  it('drain writes what lingers at once; close refuses what comes after', async () => {
    const written: number[] = [];
    const { queue } = queueWith(async (batch) => {
      written.push(...batch);
    });
    queue.offer(1);
    await queue.drain();
    expect(written).toEqual([1]);
    await queue.close();
    await queue.close();
    expect(queue.offer(2)).toBe(false);
  });
});
