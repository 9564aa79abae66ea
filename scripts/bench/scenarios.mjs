/**
 * The benchmark scenarios (issue 10). Each compares OnAir with the bare engine in the same run,
 * alternating A/B so drift on a shared machine hits both sides alike.
 */
import { BENCH } from './stack.mjs';

const api = (path) => new URL(path, BENCH.origin).href;

export const STREAMS = {
  liveHls: { label: 'live HLS', src: '/media/live/live1/master.m3u8', onair: 'hls', bare: 'bare-hls.html' },
  vodHls: { label: 'VOD HLS', src: '/media/vod/feature/master.m3u8', onair: 'hls', bare: 'bare-hls.html' },
  dash: {
    label: 'clear DASH',
    src: '/media/vod/feature/manifest.mpd',
    onair: 'dash',
    bare: 'bare-shaka.html',
  },
  clearKey: {
    label: 'ClearKey DASH',
    src: '/media/vod/feature/cenc/manifest.mpd',
    license: '/v2/drm/clearkey/license',
    onair: 'clearkey',
    bare: 'bare-shaka.html',
  },
};

export function pageUrl(side, stream, extra = {}) {
  const q = new URLSearchParams({ src: api(stream.src), ...extra });
  if (stream.license) q.set('license', api(stream.license));
  if (side === 'onair') {
    q.set('type', stream.onair);
    return `${BENCH.examples}bench-onair.html?${q}`;
  }
  return `${BENCH.examples}${stream.bare}?${q}`;
}

export async function waitFirstFrame(page, timeoutMs = 20_000) {
  await page.waitForFunction(() => window.bench?.firstFrameAt != null, null, { timeout: timeoutMs });
  return page.evaluate(() => window.bench.firstFrameAt);
}

/** Startup: navigation start → first presented frame, cold cache (a fresh context each run). */
export async function startup(browser, stream, runs) {
  const out = { onair: [], bare: [] };
  for (let i = 0; i < runs; i++) {
    for (const side of i % 2 === 0 ? ['onair', 'bare'] : ['bare', 'onair']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(pageUrl(side, stream));
        out[side].push(await waitFirstFrame(page));
      } catch (error) {
        console.warn(`  startup ${stream.label} ${side} run ${i}: ${error.message.split('\n')[0]}`);
        out[side].push(Number.NaN);
      } finally {
        await context.close();
      }
    }
  }
  return out;
}

const LIVE = ['live1', 'live2', 'live3', 'live4'].map((id) => api(`/media/live/${id}/master.m3u8`));

/** Zap: switch channels `count` times; each sample is the switch call → the new channel's first frame. */
export async function zap(browser, side, count, extra = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const samples = [];
  try {
    await page.goto(pageUrl(side, STREAMS.liveHls, extra));
    await waitFirstFrame(page);
    for (let i = 1; i <= count; i++) {
      const url = LIVE[i % LIVE.length];
      samples.push(await page.evaluate((u) => window.bench.zap(u), url));
    }
  } finally {
    await context.close();
  }
  return samples;
}

/** Archive/VOD seek: scrub → first frame at the new position. */
export async function seek(browser, side, positions) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const samples = [];
  try {
    await page.goto(pageUrl(side, STREAMS.vodHls));
    await waitFirstFrame(page);
    for (const t of positions) samples.push(await page.evaluate((s) => window.bench.seek(s), t));
  } finally {
    await context.close();
  }
  return samples;
}

/** Memory: JS heap and live MediaSource / video objects after N zaps, after a forced GC. */
export async function memory(browser, side, zaps, extra = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const count = async (expr) => {
      const proto = await cdp.send('Runtime.evaluate', { expression: expr });
      const { objects } = await cdp.send('Runtime.queryObjects', {
        prototypeObjectId: proto.result.objectId,
      });
      const len = await cdp.send('Runtime.callFunctionOn', {
        objectId: objects.objectId,
        functionDeclaration: 'function () { return this.length; }',
        returnByValue: true,
      });
      return len.result.value;
    };
    return {
      heapMB: usedSize / 1048576,
      mediaSources: await count('MediaSource.prototype'),
      videos: await count('HTMLVideoElement.prototype'),
    };
  };
  try {
    await page.goto(pageUrl(side, STREAMS.liveHls, extra));
    await waitFirstFrame(page);
    await page.evaluate((u) => window.bench.zap(u), LIVE[1]);
    const after1 = await measure();
    for (let i = 2; i <= zaps; i++) await page.evaluate((u) => window.bench.zap(u), LIVE[i % LIVE.length]);
    const afterN = await measure();
    return { after1, afterN };
  } finally {
    await context.close();
  }
}

/** Throttled network (Chromium's emulation): startup and rebuffers over `watchMs` of playback. */
export async function throttled(browser, side, stream, watchMs) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.5 * 1_000_000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  try {
    await page.goto(pageUrl(side, stream));
    const first = await waitFirstFrame(page, 60_000);
    await page.waitForTimeout(watchMs);
    const rebuffers = await page.evaluate(() => window.bench.rebuffers);
    return { first, rebuffers };
  } finally {
    await context.close();
  }
}
