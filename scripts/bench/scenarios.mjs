/**
 * The timed benchmark scenarios of issue 10 (startup, zap, archive seek, throttled network). Each
 * compares OnAir with the bare engine in the same run, alternating A/B so drift on a shared machine
 * hits both sides alike. A failed sample is NaN and stays in its list, so the tables show n = ok/tried: when a
 * page fails part-way, every sample it still owed is recorded as failed too, never dropped.
 */
import { alternate, api, firstFrameHeight, LIVE, pageUrl, waitFirstFrame } from './pages.mjs';
import { zapPauseMs } from './zap-pause.mjs';

const warn = (what, error) => console.warn(`  ${what}: ${String(error?.message ?? error).split('\n')[0]}`);

/** What the page itself says (its status line: engine, time, error), to tell a hang from an error. */
const pageStatus = (page) =>
  page
    .evaluate(() => document.querySelector('#status')?.textContent?.replace(/\s+/g, ' ') ?? '')
    .catch(() => '');

/** Fills `list` up to `length` with failed samples: what a failed page still owed. */
export function owe(list, length) {
  while (list.length < length) list.push(Number.NaN);
  return list;
}

/**
 * Startup: navigation start → first presented frame, cold cache (a fresh context each run), OnAir against each
 * of the stream's baselines, all in one A/B/C rotation. `heights` holds each run's first-frame height.
 */
export async function startup(browser, stream, runs) {
  const sides = ['onair', ...stream.baselines.map((b) => b.key)];
  const pageFor = (side) => (side === 'onair' ? 'onair' : stream.baselines.find((b) => b.key === side));
  const out = Object.fromEntries(sides.map((side) => [side, []]));
  const heights = Object.fromEntries(sides.map((side) => [side, []]));
  await alternate(sides, runs, async (side, i) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(pageUrl(pageFor(side), stream));
      out[side].push(await waitFirstFrame(page));
      heights[side].push(await firstFrameHeight(page));
    } catch (error) {
      warn(`startup ${stream.label} ${side} run ${i} [${await pageStatus(page)}]`, error);
      out[side].push(Number.NaN);
      heights[side].push(null);
    } finally {
      await context.close();
    }
  });
  return { out, heights };
}

/**
 * The ways of switching a channel: OnAir's load(), hls.js reused with loadSource, hls.js destroyed and
 * recreated (what OnAir's engine does on each load), and the latter with OnAir's own hls.js settings.
 */
export const ZAP_SIDES = {
  onair: { side: 'onair', extra: {} },
  reuse: { side: 'bare', extra: {} },
  recreate: { side: 'bare', extra: { zap: 'recreate' } },
  recreateTuned: { side: 'bare', extra: { zap: 'recreate', config: 'onair' } },
};

/**
 * Zap: `rounds` pages per way, each switching channels `count` times; a sample per switch. `ways` maps a name
 * to `{ side, extra }`, side being 'onair', 'bare' or a page `{ page, extra }` (the peers' pages).
 */
export async function zap(browser, stream, count, rounds, ways = ZAP_SIDES) {
  const out = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
  await alternate(Object.keys(ways), rounds, async (way, round) => {
    const { side, extra } = ways[way];
    const context = await browser.newContext();
    const page = await context.newPage();
    const owed = out[way].length + count;
    try {
      await page.goto(pageUrl(side, stream, extra));
      await waitFirstFrame(page);
      for (let i = 1; i <= count; i++) {
        const url = api(LIVE[i % LIVE.length]);
        out[way].push(
          await page
            .evaluate(([u, pause]) => window.bench.zap(u, pause), [url, zapPauseMs(i)])
            .catch(() => Number.NaN),
        );
      }
    } catch (error) {
      warn(`zap ${way} round ${round}`, error);
    } finally {
      owe(out[way], owed);
      await context.close();
    }
  });
  return out;
}

/**
 * Archive seek: scrub → first frame at the new position, in a finished archive programme; OnAir against each
 * of the stream's baselines (hls.js as its README shows, and with OnAir's settings: its buffer is smaller).
 */
export async function seek(browser, stream, positions, rounds) {
  const sides = ['onair', ...stream.baselines.map((b) => b.key)];
  const pageFor = (side) => (side === 'onair' ? 'onair' : stream.baselines.find((b) => b.key === side));
  const out = Object.fromEntries(sides.map((side) => [side, []]));
  await alternate(sides, rounds, async (side, round) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const owed = out[side].length + positions.length;
    try {
      await page.goto(pageUrl(pageFor(side), stream));
      await waitFirstFrame(page);
      const order = round % 2 === 0 ? positions : [...positions].reverse();
      for (const t of order) {
        out[side].push(await page.evaluate((s) => window.bench.seek(s), t).catch(() => Number.NaN));
      }
    } catch (error) {
      warn(`seek ${side} round ${round}`, error);
    } finally {
      owe(out[side], owed);
      await context.close();
    }
  });
  return out;
}

/** The slow network of issue 10 and a 4G-like one (issue 23). */
export const THROTTLE_PROFILES = [
  { label: 'slow (1.5 Mbit/s, 150 ms)', mbit: 1.5, rttMs: 150 },
  { label: '4G-like (9 Mbit/s, 85 ms)', mbit: 9, rttMs: 85 },
];
export const THROTTLE = THROTTLE_PROFILES[0];

/** Puts `page` behind Chromium's network emulation at `profile` (every request of the page, all origins). */
export async function throttle(context, page, profile) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: (profile.mbit * 1_000_000) / 8,
    uploadThroughput: (profile.mbit * 1_000_000) / 8,
  });
}

/** Throttled network (Chromium's emulation): startup and rebuffers over `watchMs` of playback. */
export async function throttled(browser, stream, runs, watchMs, profile = THROTTLE) {
  const out = { onair: [], bare: [] };
  await alternate(['onair', 'bare'], runs, async (side, i) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await throttle(context, page, profile);
      await page.goto(pageUrl(side, stream));
      const first = await waitFirstFrame(page, 60_000);
      await page.waitForTimeout(watchMs);
      const rebuffers = await page.evaluate(() => window.bench.rebuffers);
      out[side].push({ first, rebuffers });
    } catch (error) {
      warn(`throttled ${profile.label} ${side} run ${i}`, error);
      out[side].push({ first: Number.NaN, rebuffers: Number.NaN });
    } finally {
      await context.close();
    }
  });
  return out;
}
