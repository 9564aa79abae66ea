/**
 * The timed benchmark scenarios of issue 10 (startup, zap, archive seek, throttled network). Each
 * compares OnAir with the bare engine in the same run, alternating A/B so drift on a shared machine
 * hits both sides alike. A failed sample is NaN (reported, never silently dropped from `n`).
 */
import { alternate, api, LIVE, pageUrl, waitFirstFrame } from './pages.mjs';

const warn = (what, error) => console.warn(`  ${what}: ${String(error?.message ?? error).split('\n')[0]}`);

/** What the page itself says (its status line: engine, time, error), to tell a hang from an error. */
const pageStatus = (page) =>
  page
    .evaluate(() => document.querySelector('#status')?.textContent?.replace(/\s+/g, ' ') ?? '')
    .catch(() => '');

/** Startup: navigation start → first presented frame, cold cache (a fresh context each run). */
export async function startup(browser, stream, runs) {
  const out = { onair: [], bare: [] };
  await alternate(['onair', 'bare'], runs, async (side, i) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(pageUrl(side, stream));
      out[side].push(await waitFirstFrame(page));
    } catch (error) {
      warn(`startup ${stream.label} ${side} run ${i} [${await pageStatus(page)}]`, error);
      out[side].push(Number.NaN);
    } finally {
      await context.close();
    }
  });
  return out;
}

/** The three ways of switching a channel: OnAir's load(), hls.js loadSource, hls.js destroy + new. */
export const ZAP_SIDES = {
  onair: { side: 'onair', extra: {} },
  reuse: { side: 'bare', extra: {} },
  recreate: { side: 'bare', extra: { zap: 'recreate' } },
};

/** Zap: `rounds` pages per way, each switching channels `count` times; a sample per switch. */
export async function zap(browser, stream, count, rounds) {
  const out = { onair: [], reuse: [], recreate: [] };
  await alternate(Object.keys(ZAP_SIDES), rounds, async (way, round) => {
    const { side, extra } = ZAP_SIDES[way];
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(pageUrl(side, stream, extra));
      await waitFirstFrame(page);
      for (let i = 1; i <= count; i++) {
        const url = api(LIVE[i % LIVE.length]);
        out[way].push(await page.evaluate((u) => window.bench.zap(u), url).catch(() => Number.NaN));
      }
    } catch (error) {
      warn(`zap ${way} round ${round}`, error);
    } finally {
      await context.close();
    }
  });
  return out;
}

/** Archive seek: scrub → first frame at the new position, in a finished archive programme. */
export async function seek(browser, stream, positions, rounds) {
  const out = { onair: [], bare: [] };
  await alternate(['onair', 'bare'], rounds, async (side, round) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(pageUrl(side, stream));
      await waitFirstFrame(page);
      const order = round % 2 === 0 ? positions : [...positions].reverse();
      for (const t of order) {
        out[side].push(await page.evaluate((s) => window.bench.seek(s), t).catch(() => Number.NaN));
      }
    } catch (error) {
      warn(`seek ${side} round ${round}`, error);
    } finally {
      await context.close();
    }
  });
  return out;
}

export const THROTTLE = { mbit: 1.5, rttMs: 150 };

/** Throttled network (Chromium's emulation): startup and rebuffers over `watchMs` of playback. */
export async function throttled(browser, stream, runs, watchMs) {
  const out = { onair: [], bare: [] };
  await alternate(['onair', 'bare'], runs, async (side, i) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    try {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: THROTTLE.rttMs,
        downloadThroughput: (THROTTLE.mbit * 1_000_000) / 8,
        uploadThroughput: (THROTTLE.mbit * 1_000_000) / 8,
      });
      await page.goto(pageUrl(side, stream));
      const first = await waitFirstFrame(page, 60_000);
      await page.waitForTimeout(watchMs);
      const rebuffers = await page.evaluate(() => window.bench.rebuffers);
      out[side].push({ first, rebuffers });
    } catch (error) {
      warn(`throttled ${side} run ${i}`, error);
      out[side].push({ first: Number.NaN, rebuffers: Number.NaN });
    } finally {
      await context.close();
    }
  });
  return out;
}
