import { describe, expect, it } from 'vitest';
import { pollUntil } from './poll';

function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    waits,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

describe('pollUntil', () => {
  it('reads every 600 ms while a transaction settles, until it has a value', async () => {
    const time = fakeTime();
    const answers = [null, null, 'complete'];
    const value = await pollUntil(async () => answers.shift() ?? null, {
      hasTransaction: true,
      limitMs: 10_000,
      signal: new AbortController().signal,
      ...time,
    });
    expect(value).toBe('complete');
    expect(time.waits).toEqual([600, 600]);
  });

  it('reads every 300 ms otherwise and gives up at the limit', async () => {
    const time = fakeTime();
    const value = await pollUntil(async () => null, {
      hasTransaction: false,
      limitMs: 900,
      signal: new AbortController().signal,
      ...time,
    });
    expect(value).toBeNull();
    expect(time.waits).toEqual([300, 300, 300]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(
      pollUntil(async () => 'x', { hasTransaction: false, limitMs: 1, signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });

  // 000 §2 Promo page "loader with cancel": a Cancel pressed while a read is on its way is the viewer's
  // answer. The read's late value must not carry the wizard on to activating the code.
  it('drops a value that arrives after the abort (Cancel during a read)', async () => {
    const controller = new AbortController();
    const read = async () => {
      controller.abort(new DOMException('cancelled', 'AbortError'));
      return 'complete';
    };
    await expect(
      pollUntil(read, { hasTransaction: true, limitMs: 10_000, signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });
});
