import { describe, expect, it } from 'vitest';
import { manualClock, settled as released } from '../testing/hold-clock';
import { FIRST_RENDER_CAP_MS, releaseOf } from './render-hold';

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

  it('says whether the first render is still held (a first visit’s late answers start no player then)', async () => {
    const { firstRenderReleased, holdFirstRender } = await import('./render-hold');
    // Nothing held: React renders as soon as the translation is in.
    expect(firstRenderReleased()).toBe(true);
    const { clock, advanceTo } = manualClock(200);
    const frame = pending();
    holdFirstRender(frame.promise, { clock });
    expect(firstRenderReleased()).toBe(false);
    advanceTo(FIRST_RENDER_CAP_MS);
    await released(Promise.resolve());
    expect(firstRenderReleased()).toBe(true);
  });
});
