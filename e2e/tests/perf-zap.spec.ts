/**
 * Issue 23: switching channels in OnAir costs no more than destroying and recreating hls.js, which is what a
 * bare integration does. Both pages play live side by side in one browser and switch turn by turn through the
 * demo's four channels (the order flipping each time); the bound is relative to bare hls.js, never absolute.
 * Switch → first frame is the shared bench probe's figure: from the call to the first frame presented after
 * the old source was dropped.
 */
import type { Page } from '@playwright/test';
import { zapPauseMs } from '../../scripts/bench/zap-pause.mjs';
import { expect, STACK, test } from '../fixtures';
import { describeSides, openBenchPage, RATIO_BOUND, SLACK_MS } from '../support/perf-helpers';

test.describe.configure({ timeout: 180_000 });

const SWITCHES = 24;
const channel = (i: number) => `${STACK.origin}/media/live/live${(i % 4) + 1}/master.m3u8`;

const zapOnce = (page: Page, url: string, i: number) =>
  page
    .evaluate(([u, pause]) => window.bench!.zap(u, pause), [url, zapPauseMs(i)] as const)
    .catch(() => Number.NaN);

test("channel switch to first frame: OnAir's floor within 1.5× hls.js destroyed and recreated", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const onairPage = await context.newPage();
  const barePage = await context.newPage();
  await openBenchPage(onairPage, 'bench-onair.html', { src: channel(0), type: 'hls' });
  await openBenchPage(barePage, 'bare-hls.html', { src: channel(0), zap: 'recreate' });

  const taken = { onair: [] as number[], bare: [] as number[] };
  for (let i = 1; i <= SWITCHES; i++) {
    const sides = i % 2 === 0 ? (['onair', 'bare'] as const) : (['bare', 'onair'] as const);
    for (const side of sides) {
      taken[side].push(await zapOnce(side === 'onair' ? onairPage : barePage, channel(i), i));
    }
  }
  await context.close();

  const { onair, bare, text } = describeSides('hls.js recreated', taken.onair, taken.bare);
  test.info().annotations.push({ type: 'zap ms, p25 / median', description: text });
  expect(taken.onair.filter(Number.isFinite)).toHaveLength(SWITCHES);
  expect(taken.bare.filter(Number.isFinite)).toHaveLength(SWITCHES);
  expect(onair.floor).toBeLessThanOrEqual(bare.floor * RATIO_BOUND + SLACK_MS);
});
