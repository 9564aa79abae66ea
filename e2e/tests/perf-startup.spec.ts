/**
 * Issue 23: OnAir starts live HLS no slower than bare hls.js, because the player fetches the start rendition's
 * playlist, init segment and first segment while hls.js is still downloading and compiling
 * (player-sdk engines/hls-startup-prefetch.ts) and hls.js takes them over instead of asking again. Cold starts
 * (a fresh context each) alternate between OnAir's HLS bench page and bare hls.js's, the order flipping each
 * round; the bound is relative to bare hls.js in the same run, never absolute, and as loose as the seek and zap
 * tests' (perf-helpers.ts): on a quiet machine the two sides are level (ratio ≈ 0.99), so a tighter bound only
 * measures the other workers' load — what it must catch is a wait or a second download, and the hard check for
 * the hand-off is that hls.js never fetches a playlist or segment the player already fetched.
 */
import type { Browser } from '@playwright/test';
import { expect, STACK, test } from '../fixtures';
import { describeSides, openBenchPage, RATIO_BOUND, SLACK_MS } from '../support/perf-helpers';

test.describe.configure({ timeout: 120_000 });

const ROUNDS = 8;
const LIVE = `${STACK.origin}/media/live/live1/master.m3u8`;

/** One cold start: navigation → first presented frame, and every media request the page made. */
async function coldStart(browser: Browser, file: string): Promise<{ ms: number; media: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const media: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/')) media.push(new URL(request.url()).pathname);
  });
  try {
    await openBenchPage(page, file, { src: LIVE });
    return { ms: await page.evaluate(() => window.bench!.firstFrameAt!), media };
  } catch {
    return { ms: Number.NaN, media };
  } finally {
    await context.close();
  }
}

test('live HLS cold start to first frame: OnAir within the perf bound of bare hls.js, and no prefetched file fetched twice', async ({
  browser,
}) => {
  const taken = { onair: [] as number[], bare: [] as number[] };
  const twice: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const sides = round % 2 === 0 ? (['onair', 'bare'] as const) : (['bare', 'onair'] as const);
    for (const side of sides) {
      const run = await coldStart(browser, side === 'onair' ? 'bench-onair-hls.html' : 'bare-hls.html');
      taken[side].push(run.ms);
      if (side !== 'onair') continue;
      // A live playlist is reloaded every target duration, so only the first minute's files can repeat by design:
      // init and segments never should.
      const files = run.media.filter((path) => !path.endsWith('.m3u8'));
      twice.push(...files.filter((path, i) => files.indexOf(path) !== i));
    }
  }

  const { onair, bare, text } = describeSides('hls.js', taken.onair, taken.bare);
  test.info().annotations.push({ type: 'cold start ms, p25 / median', description: text });
  expect(taken.onair.filter(Number.isFinite)).toHaveLength(ROUNDS);
  expect(taken.bare.filter(Number.isFinite)).toHaveLength(ROUNDS);
  expect(twice, 'segments hls.js fetched although the player had them').toEqual([]);
  expect(onair.floor).toBeLessThanOrEqual(bare.floor * RATIO_BOUND + SLACK_MS);
});
