/**
 * Shared by the embed browser tests: reading playback inside an iframe (the fixtures' sampler reads
 * the top page), and the partner page's handle that examples/src/embed-partner.ts exposes.
 */
import type { Frame, Page } from '@playwright/test';
import { expect } from '../fixtures';

export async function embedFrame(page: Page, urlPart = '_embed/'): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().includes(urlPart))).toBe(true);
  const frame = page.frames().find((f) => f.url().includes(urlPart));
  if (!frame) throw new Error(`no frame with ${urlPart}`);
  return frame;
}

export async function frameSample(target: Page | Frame) {
  return target.evaluate(() => {
    const video = document.querySelector('video');
    if (!video) return { frames: 0, currentTime: 0, paused: true };
    return {
      frames: video.getVideoPlaybackQuality().totalVideoFrames,
      currentTime: video.currentTime,
      paused: video.paused,
    };
  });
}

/** Decoded frames grow by 20 and the clock moves by half a second, in the page or a frame. */
export async function expectFrameAdvance(target: Page | Frame, timeout = 25_000): Promise<void> {
  let first: { frames: number; currentTime: number } | null = null;
  await expect
    .poll(
      async () => {
        const s = await frameSample(target);
        if (!first || s.frames === 0) {
          if (s.frames > 0 && !s.paused) first = s;
          return false;
        }
        return s.frames >= first.frames + 20 && s.currentTime > first.currentTime + 0.5;
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}
