import { describe, expect, it } from 'vitest';
import { FIRST_RENDER_CAP_MS, type HoldClock, releaseOf } from './render-hold';

/** A clock whose time and timers move only when the test says (no real waiting). */
function manualClock(start: number) {
  let now = start;
  const timers: { at: number; run: () => void }[] = [];
  const clock: HoldClock = {
    now: () => now,
    setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
  };
  const advanceTo = (at: number) => {
    now = at;
    for (const timer of timers.splice(0)) {
      if (timer.at <= now) timer.run();
      else timers.push(timer);
    }
  };
  return { clock, advanceTo };
}

/** Whether `promise` has settled once the pending callbacks have run. */
async function released(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 3; i++) await Promise.resolve();
  return done;
}

function pending() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('React’s first render held for the early player’s first frame (issue 38)', () => {
  it('is held while the early player has not shown its first frame, released by it', async () => {
    const { clock, advanceTo } = manualClock(200);
    const frame = pending();
    const hold = releaseOf(frame.promise, { clock });
    advanceTo(600);
    expect(await released(hold)).toBe(false);
    frame.resolve();
    expect(await released(hold)).toBe(true);
  });

  it('is released by the early player’s failure', async () => {
    const { clock } = manualClock(200);
    const frame = pending();
    const hold = releaseOf(frame.promise, { clock });
    expect(await released(hold)).toBe(false);
    frame.reject(new Error('stream refused'));
    expect(await released(hold)).toBe(true);
  });

  it('is released at the cap, counted from the navigation, when no frame comes', async () => {
    const { clock, advanceTo } = manualClock(300);
    const hold = releaseOf(new Promise(() => undefined), { clock });
    advanceTo(FIRST_RENDER_CAP_MS - 1);
    expect(await released(hold)).toBe(false);
    advanceTo(FIRST_RENDER_CAP_MS);
    expect(await released(hold)).toBe(true);
  });

  it('holds nothing once the cap has passed already', async () => {
    const { clock } = manualClock(FIRST_RENDER_CAP_MS + 5);
    expect(await released(releaseOf(new Promise(() => undefined), { clock }))).toBe(true);
  });

  it('holds nothing where no early player was started', async () => {
    const { firstRenderAllowed } = await import('./render-hold');
    expect(await released(firstRenderAllowed())).toBe(true);
  });
});
