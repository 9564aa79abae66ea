/**
 * Memory (issue 10 §4): JS heap and the live MediaSource / media element objects after one and after
 * many zaps or ad breaks, each read after a forced GC through the DevTools protocol, then again after
 * the player is destroyed. Objects are counted on the heap (Runtime.queryObjects), so a detached element
 * something still holds counts as a leak even though it is no longer in the DOM.
 */
import { api, LIVE, pageUrl, STREAMS, waitFirstFrame } from './pages.mjs';

async function measure(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const count = async (prototype) => {
    // Every handle goes in one object group released at once: a held result array would keep the very
    // objects it lists alive and make the next count report them as leaked.
    const objectGroup = 'bench-count';
    try {
      const proto = await cdp.send('Runtime.evaluate', { expression: prototype, objectGroup });
      const { objects } = await cdp.send('Runtime.queryObjects', {
        prototypeObjectId: proto.result.objectId,
        objectGroup,
      });
      const len = await cdp.send('Runtime.callFunctionOn', {
        objectId: objects.objectId,
        // The subclass prototypes (HTMLVideoElement.prototype…) inherit from the one queried: not instances.
        functionDeclaration:
          "function () { return this.filter((o) => !Object.hasOwn(o, 'constructor')).length; }",
        returnByValue: true,
        objectGroup,
      });
      return len.result.value;
    } finally {
      await cdp.send('Runtime.releaseObjectGroup', { objectGroup });
    }
  };
  return {
    heapMB: usedSize / 1048576,
    mediaSources: await count('MediaSource.prototype'),
    mediaElements: await count('HTMLMediaElement.prototype'),
  };
}

/**
 * Opens a page, runs `step(page, i)` for i = 1…n, measuring after the first, halfway and the last
 * (halfway tells a constant extra object from one that grows with every step), then after destroy.
 */
async function repeat(browser, url, n, step) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await page.goto(url);
    await waitFirstFrame(page);
    let failures = 0;
    const run = async (i) => {
      await step(page, i).catch(() => {
        failures += 1;
      });
    };
    await run(1);
    const after1 = await measure(cdp);
    const half = Math.max(1, Math.floor(n / 2));
    for (let i = 2; i <= half; i++) await run(i);
    const afterHalf = await measure(cdp);
    for (let i = half + 1; i <= n; i++) await run(i);
    const afterN = await measure(cdp);
    await page.evaluate(() => window.bench.destroy());
    const afterDestroy = await measure(cdp);
    return { n, failures, after1, afterHalf, afterN, afterDestroy };
  } finally {
    await context.close();
  }
}

const zapStep = (page, i) => page.evaluate((u) => window.bench.zap(u), api(LIVE[i % LIVE.length]));

/** `zaps` channel switches: OnAir's load() against hls.js destroy-and-recreate (what most pages do). */
export async function memoryZaps(browser, zaps) {
  return {
    onair: await repeat(browser, pageUrl('onair', STREAMS.liveHls), zaps, zapStep),
    bareRecreate: await repeat(browser, pageUrl('bare', STREAMS.liveHls, { zap: 'recreate' }), zaps, zapStep),
  };
}

/** `breaks` ad breaks with OnAir's ads feature (no bare engine plays VAST: compared with after 1). */
export async function memoryAdBreaks(browser, breaks) {
  const times = [];
  const result = await repeat(browser, pageUrl('onair', STREAMS.vodHls), breaks, async (page) => {
    times.push(await page.evaluate(() => window.bench.adBreak()));
  });
  return { ...result, breakMs: times };
}
