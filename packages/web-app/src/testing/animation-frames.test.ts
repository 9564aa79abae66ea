/**
 * The jsdom projects share one window per worker (vitest.config.ts): a test that asks for an animation frame
 * under fake timers and ends with it pending must not leave later tests without frames (vitest.jsdom-setup.ts).
 */
import { describe, expect, it, vi } from 'vitest';

describe('animation frames after a test that left one pending under fake timers', () => {
  it('asks for a frame under fake timers and ends without running it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    requestAnimationFrame(() => {});
  });

  it('still gets a frame with real timers', async () => {
    const painted = await new Promise<boolean>((resolve) => {
      const fallback = setTimeout(() => resolve(false), 1_000);
      requestAnimationFrame(() => {
        clearTimeout(fallback);
        resolve(true);
      });
    });
    expect(painted).toBe(true);
  });
});
