/**
 * What the perf browser tests share: the bench probe every example bench page installs
 * (examples/src/bench-probe.ts), opening a page until its first frame, and the lower quartile they compare.
 */
import type { Page } from '@playwright/test';
import { STACK } from '../fixtures';

declare global {
  interface Window {
    bench?: {
      firstFrameAt: number | null;
      seek(seconds: number): Promise<number>;
      zap(url: string, pauseMs?: number): Promise<number>;
    };
  }
}

/**
 * OnAir's lower quartile may be at most half as much again as the bare engine's, plus 10 ms for scheduling
 * noise. The lower quartile is what a fixed wait (a floor) raises and what load on a shared machine spares.
 */
export const RATIO_BOUND = 1.5;
export const SLACK_MS = 10;

export async function openBenchPage(page: Page, file: string, params: Record<string, string>): Promise<void> {
  await page.goto(`${STACK.examples}${file}?${new URLSearchParams(params)}`);
  await page.waitForFunction(() => window.bench?.firstFrameAt != null, null, { timeout: 45_000 });
}

/** The q-quantile, interpolated between the nearest ranks. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** Lower quartile and median of each side, and the annotation text the test report shows. */
export function describeSides(what: string, onairSamples: number[], bareSamples: number[]) {
  const onair = { floor: quantile(onairSamples, 0.25), median: quantile(onairSamples, 0.5) };
  const bare = { floor: quantile(bareSamples, 0.25), median: quantile(bareSamples, 0.5) };
  const ms = (list: number[]) => list.map(Math.round).join(' ');
  const text = `OnAir ${onair.floor.toFixed(0)} / ${onair.median.toFixed(0)}, ${what} ${bare.floor.toFixed(0)} / ${bare.median.toFixed(0)} (n = ${onairSamples.length} / ${bareSamples.length}); OnAir ${ms(onairSamples)}; ${what} ${ms(bareSamples)}`;
  return { onair, bare, text };
}
