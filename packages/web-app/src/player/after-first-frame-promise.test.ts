import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYBACK_STARTED_EVENT } from '../engagement/service-worker';

// Each case gets the module afresh: whether this document's player has shown a frame is module state.
async function fresh() {
  vi.resetModules();
  return import('./after-first-frame');
}

afterEach(() => vi.useRealTimers());

describe("afterFirstFrame (what the player's schedule call waits for)", () => {
  it('resolves at the first frame, and at once for anything asked after it', async () => {
    const { afterFirstFrame } = await fresh();
    let done = false;
    const waiting = afterFirstFrame(60_000).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    window.dispatchEvent(new Event(PLAYBACK_STARTED_EVENT));
    await waiting;
    expect(done).toBe(true);
    await expect(afterFirstFrame(60_000)).resolves.toBeUndefined();
  });

  it('resolves at the deadline when no frame comes, and when its caller aborts', async () => {
    const { afterFirstFrame } = await fresh();
    vi.useFakeTimers();
    let done = false;
    const waiting = afterFirstFrame(2500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    const abort = new AbortController();
    const aborted = afterFirstFrame(60_000, abort.signal);
    abort.abort();
    await expect(aborted).resolves.toBeUndefined();
  });
});
