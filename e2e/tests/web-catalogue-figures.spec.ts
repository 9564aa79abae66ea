/**
 * The start page's figures (001 §4: 4 rows at once, the rest as they near the screen), in npm test: the
 * JavaScript loaded before the first row's images, when those images arrived, and how many row calls went out
 * by then — which must stay within the eager rows plus those near a 900 px window (≤ 8 of the 20). The figures
 * are printed and written whole, with the commit and the machine's load, to the test's output folder
 * (`start-page-figures.json`), so a table made from them has its raw run (docs/performance.md).
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { commitOfTree } from '../../scripts/tree-commit.mjs';
import { expect, test } from '../fixtures';

test('start page figures: JS before the first row, time to its images', async ({ page, stack }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(stack.web);
  await expect(page.locator('[data-row="new-films"] img').first()).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-row="new-films"] img')]
      .slice(0, 6)
      .every((i) => i.complete),
  );
  const figures = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const js = entries.filter((e) => e.name.endsWith('.js'));
    const posters = entries.filter((e) => e.name.includes('/static/posters/'));
    return {
      jsFiles: js.length,
      jsBytes: js.reduce((sum, e) => sum + e.transferSize, 0),
      jsEncoded: js.reduce((sum, e) => sum + e.encodedBodySize, 0),
      firstPosterMs: Math.round(Math.min(...posters.map((p) => p.responseEnd))),
      sixthPosterMs: Math.round(posters.map((p) => p.responseEnd).sort((a, b) => a - b)[5] ?? 0),
      rowCalls: entries.filter((e) => e.name.includes('/v2/rows/')).length,
    };
  });
  const raw = {
    at: new Date().toISOString(),
    commit: commitOfTree() ?? 'unknown',
    loadavg: loadavg().map((n) => Math.round(n * 100) / 100),
    figures,
  };
  console.log('catalogue figures', JSON.stringify(raw));
  writeFileSync(testInfo.outputPath('start-page-figures.json'), `${JSON.stringify(raw, null, 2)}\n`);
  expect(figures.rowCalls).toBeLessThanOrEqual(8);
});
