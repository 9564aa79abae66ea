import type { HoldClock } from '../player/render-hold';

/** A clock for render-hold.ts whose time and timers move only when the test says (no real waiting). */
export function manualClock(start: number) {
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
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}
