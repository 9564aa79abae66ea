/**
 * Issue 20 acceptance: Lighthouse (the `lighthouse` package driving Debian Chromium through
 * chrome-launcher, headless, with the same flags as every other browser test) on the web app's start
 * page, a channel page and a content page; accessibility, best practices and SEO each at least 90.
 * Performance (issue 38, mobile emulation and simulated throttling: Lighthouse's defaults) is audited and
 * printed with its LCP, TBT and CLS beside the three scores, and written with the whole report; it is not held
 * to 90 yet — the three pages score below it (docs/performance.md says by how much and why), and a test that
 * fails on every run would hide every other failure. Each run starts with cleared storage, as a first visit
 * on Lighthouse's emulated phone (412 px), so it audits what a guest meets in the first seconds: the
 * guest session's start and the channel playing (the permission prompt waits 10 s and may not be there).
 * The scores and every failed audit are printed, and written to lighthouse-scores.json in the test's
 * output folder with each page's whole report (the README's table comes from there).
 */
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumPath } from '../../scripts/find-browser.mjs';
import { apiGet, expect, STACK, test } from '../fixtures';
import config from '../playwright.config';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
const FLOOR = 90;
/** Audited and reported, not yet held to FLOOR (issue 38: see the header). */
const MEASURED = ['performance'] as const;
/** The performance metrics the README's table shows, as Lighthouse names their audits. */
const METRICS = {
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

interface PageScores {
  page: string;
  url: string;
  scores: Record<string, number>;
  /** LCP and TBT in ms, CLS unitless, as Lighthouse computed them. */
  metrics: Record<keyof typeof METRICS, number | null>;
  failed: string[];
  seconds: number;
}

/** The audits that cost points: weighted in a category and not passed. */
function failedAudits(lhr: Result): string[] {
  const failed: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
      const where = items
        .slice(0, 3)
        .map((item) => {
          const node = (item as { node?: { selector?: string; snippet?: string } }).node;
          const url = (item as { url?: string; source?: { url?: string } }).url;
          return node?.selector ?? url ?? JSON.stringify(item).slice(0, 120);
        })
        .join(' | ');
      failed.push(`${id}/${ref.id} (${audit.score}): ${audit.title}${where ? ` — ${where}` : ''}`);
    }
  }
  return failed;
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
test('Lighthouse: start, channel and content pages score at least 90 on accessibility, best practices and SEO', async ({}, testInfo) => {
  test.setTimeout(180_000);
  const content = await apiGet<{ slug?: string }>('/contents/103');
  expect(content.slug, 'content 103 has a slug with letters, so its page is indexable').toMatch(/[a-z]/);
  const pages: Array<[string, string]> = [
    ['start page', STACK.web],
    ['channel page', `${STACK.web}channels/all/onair-one`],
    ['content page', `${STACK.web}contents/${content.slug}`],
  ];
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless', ...(config.use?.launchOptions?.args ?? [])],
    logLevel: 'silent',
  });
  // A rejection inside Lighthouse fails the test without reaching `finally`, and chrome-launcher's browser
  // outlived it, playing the live channel beside the rest of the run: killed when the worker exits as well.
  const killBrowser = () => {
    try {
      if (chrome.pid) process.kill(chrome.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killBrowser);
  const results: PageScores[] = [];
  try {
    for (const [name, url] of pages) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES, ...MEASURED],
        // Lighthouse's default throttling (simulated: the page loads at full speed, only performance
        // figures would be computed as if throttled, and they are not audited). Not 'provided': with any
        // observed throttling Lighthouse raises both quiet windows below to 5.25 s (config.js,
        // overrideThrottlingWindows) — a live channel fetching a 2 s segment at a time is never quiet that
        // long, so every channel-page run waited out maxWaitForLoad, and cancelling that wait with a CPU
        // check in flight failed the run with "Session closed" (an unhandled rejection inside Lighthouse).
        // A live channel keeps fetching segments: 10 s bounds the run if the page is never quiet.
        maxWaitForLoad: 10_000,
        // No wait for an idle main thread: only performance metrics need it.
        cpuQuietThresholdMs: 0,
        // A live channel fetches a 2 s segment at a time: a 1 s lull comes between them, so the load wait
        // ends on quiet instead of running into the time-out above.
        networkQuietThresholdMs: 1_000,
        disableFullPageScreenshot: true,
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = run;
      // The whole report beside the scores, for reading a failure without running it again.
      writeFileSync(testInfo.outputPath(`lighthouse-${name.replace(' ', '-')}.json`), JSON.stringify(lhr));
      expect(lhr.runtimeError, `${name}: ${lhr.runtimeError?.message}`).toBeUndefined();
      const scores = Object.fromEntries(
        [...CATEGORIES, ...MEASURED].map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      );
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
      ) as PageScores['metrics'];
      results.push({
        page: name,
        url,
        scores,
        metrics,
        failed: failedAudits(lhr),
        seconds: Math.round(lhr.timing.total / 1000),
      });
    }
  } finally {
    process.off('exit', killBrowser);
    chrome.kill();
  }
  const report = results
    .map(
      (r) =>
        `${r.page} ${JSON.stringify(r.scores)} LCP ${Math.round(r.metrics.LCP ?? Number.NaN)} ms, TBT ${Math.round(
          r.metrics.TBT ?? Number.NaN,
        )} ms, CLS ${(r.metrics.CLS ?? Number.NaN).toFixed(3)}${r.failed.map((f) => `\n    ✗ ${f}`).join('')}`,
    )
    .join('\n');
  console.log(`Lighthouse scores:\n${report}`);
  writeFileSync(testInfo.outputPath('lighthouse-scores.json'), JSON.stringify(results, null, 2));
  for (const r of results) {
    for (const id of CATEGORIES) {
      expect(r.scores[id], `${r.page} ${id}\n${report}`).toBeGreaterThanOrEqual(FLOOR);
    }
    // Beyond the score: no console error and no DevTools issue (a CSP violation, even one the page
    // catches, such as a library's eval probe, is logged there).
    const quiet = r.failed.filter((f) => /\/(errors-in-console|inspector-issues) /.test(f));
    expect(quiet, r.page).toEqual([]);
  }
});
