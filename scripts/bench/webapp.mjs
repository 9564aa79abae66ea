/**
 * The web app, measured (issue 23): a cold navigation to /channels/{category}/{slug} on the main site → the
 * first presented frame of its player, against the bare hls.js page playing the same channel's stream, in
 * alternating fresh contexts. It also reports what stands between the page and the stream: the API calls made
 * before the stream call and how many round trips they chain (calls that could only start once an earlier one
 * had answered), since each round trip is a full network latency on a slow link.
 */
import { alternate, pageUrl, waitFirstFrame } from './pages.mjs';
import { THROTTLE_PROFILES, throttle } from './scenarios.mjs';
import { BENCH } from './stack.mjs';
import { ratio, summarise } from './stats.mjs';

export const CHANNEL_PATH = 'channels/all/onair-one';
/** The §3 stream call of a channel or content: what the player needs before it can ask for media. */
export const STREAM_CALL = /\/v2\/(?:channels|contents)\/[^/]+\/stream\b/;

/**
 * Round trips before the stream call: each API call's wave is one more than the latest wave among the calls that
 * had answered before it started (1 when none had), so calls made side by side share a wave. `calls` are
 * `{ url, start, end }` in one clock; the answer counts the calls started before the stream call and the wave of
 * the last of them (null when the page never asked for its stream).
 */
export function roundTrips(calls, isStream = (url) => STREAM_CALL.test(url)) {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const streamAt = sorted.findIndex((c) => isStream(c.url));
  if (streamAt < 0) return { calls: sorted.length, roundTrips: null, paths: sorted.map((c) => c.path) };
  const waves = [];
  for (const call of sorted.slice(0, streamAt + 1)) {
    const answered = waves.filter((w) => w.call.end <= call.start).map((w) => w.wave);
    waves.push({ call, wave: 1 + Math.max(0, ...answered) });
  }
  const stream = waves.pop();
  return {
    calls: waves.length,
    roundTrips: stream.wave - 1,
    paths: waves.map((w) => `${w.wave}: ${w.call.path}`),
  };
}

/** Watches every video the page makes from the start: the first presented frame's time, as the probe takes it. */
function firstFrameWatcher() {
  const watched = new WeakSet();
  const watch = (video) => {
    if (watched.has(video)) return;
    watched.add(video);
    video.requestVideoFrameCallback(() => {
      window.__firstFrameAt ??= performance.now();
    });
  };
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) watch(video);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Where the way to the first frame went, in the page's own clock (ms from navigation): when the first API call
 * and the stream call started (Resource Timing), and the web app's user-timing marks of the 001 §4 load delay
 * (player/arrival-wait.ts) — how long the delay still held the player after it mounted, and how much of it
 * the viewer had already waited since the navigation. Null where the page has no such entry.
 */
export function pagePhases({ resources, marks }, isStream = (url) => STREAM_CALL.test(url)) {
  const api = resources.filter((r) => /\/v2\//.test(r.name)).sort((a, b) => a.startTime - b.startTime);
  const stream = api.find((r) => isStream(r.name));
  const mark = (name) => marks.find((m) => m.name === name) ?? null;
  const waitStart = mark('onair:channel-wait-start');
  const handedOver = mark('onair:channel-handed-over');
  return {
    firstApiCallAt: api[0]?.startTime ?? null,
    streamCallAt: stream?.startTime ?? null,
    delayHeldMs: waitStart && handedOver ? handedOver.startTime - waitStart.startTime : null,
    delayWaitedBeforeMs: waitStart?.detail?.waitedMs ?? null,
  };
}

async function webAppRun(browser, profile) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (profile) await throttle(context, page, profile);
  await page.addInitScript(firstFrameWatcher);
  const apiOrigin = new URL(BENCH.origin).origin;
  const calls = new Map();
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${apiOrigin}/v2/`)) {
      calls.set(request, {
        url,
        path: new URL(url).pathname,
        start: performance.now(),
        end: Number.POSITIVE_INFINITY,
      });
    }
  });
  const done = (request) => {
    const call = calls.get(request);
    if (call) call.end = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.goto(new URL(CHANNEL_PATH, BENCH.web).href);
    await page.waitForFunction(() => window.__firstFrameAt != null, null, {
      timeout: profile ? 90_000 : 30_000,
    });
    const first = await page.evaluate(() => window.__firstFrameAt);
    const timing = await page.evaluate(() => ({
      resources: performance
        .getEntriesByType('resource')
        .map((r) => ({ name: r.name, startTime: r.startTime })),
      marks: performance
        .getEntriesByType('mark')
        .map((m) => ({ name: m.name, startTime: m.startTime, detail: m.detail })),
    }));
    return { first, ...roundTrips([...calls.values()]), phases: pagePhases(timing) };
  } finally {
    await context.close();
  }
}

/** One cold first frame of the bare hls.js page, throttled at `profile` when given. */
async function bareRun(browser, stream, profile) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (profile) await throttle(context, page, profile);
    await page.goto(pageUrl('bare', stream));
    return await waitFirstFrame(page, profile ? 90_000 : 20_000);
  } finally {
    await context.close();
  }
}

/**
 * The same comparison behind each throttled profile (issue 23: "state the throttled figure"): the web app's
 * scripts, API calls and logos share the slow link with the stream, as they would on a viewer's.
 */
export async function webAppThrottled(browser, runs, stream, { step = () => {}, warn = () => {} } = {}) {
  const out = [];
  for (const profile of THROTTLE_PROFILES) {
    step(
      `Web app throttled ${profile.label}: navigation → first frame of /${CHANNEL_PATH} (cold) against bare hls.js, ${runs} runs each`,
    );
    const samples = { webApp: [], bare: [] };
    await alternate(['webApp', 'bare'], runs, async (side, i) => {
      try {
        samples[side].push(
          side === 'webApp'
            ? (await webAppRun(browser, profile)).first
            : await bareRun(browser, stream, profile),
        );
      } catch (error) {
        warn(`web app throttled ${profile.label} ${side} run ${i}`, error);
        samples[side].push(Number.NaN);
      }
    });
    const webAppSummary = summarise(samples.webApp);
    const bare = summarise(samples.bare);
    out.push({
      label: profile.label,
      mbit: profile.mbit,
      rttMs: profile.rttMs,
      webApp: webAppSummary,
      bare,
      ratio: ratio(webAppSummary.median, bare.median),
      samples,
    });
  }
  return out;
}

export async function webApp(browser, runs, stream, { step = () => {}, warn = () => {} } = {}) {
  step(`Web app: navigation → first frame of /${CHANNEL_PATH} (cold) against bare hls.js, ${runs} runs each`);
  const out = { webApp: [], bare: [] };
  const trips = [];
  await alternate(['webApp', 'bare'], runs, async (side, i) => {
    try {
      if (side === 'webApp') {
        const run = await webAppRun(browser);
        out.webApp.push(run.first);
        trips.push(run);
        return;
      }
      out.bare.push(await bareRun(browser, stream));
    } catch (error) {
      warn(`web app ${side} run ${i}`, error);
      out[side].push(Number.NaN);
    }
  });
  const webAppSummary = summarise(out.webApp);
  const bare = summarise(out.bare);
  const counted = trips.filter((t) => t.roundTrips !== null);
  return {
    path: `/${CHANNEL_PATH}`,
    webApp: webAppSummary,
    bare,
    ratio: ratio(webAppSummary.median, bare.median),
    apiCalls: summarise(counted.map((t) => t.calls)),
    roundTrips: summarise(counted.map((t) => t.roundTrips)),
    // One run's calls in order with their wave, so the table can say which calls stand in the way.
    example: trips[0]?.paths ?? [],
    // Where the time went (ms in the page's clock, pagePhases): the stream call's start against the first frame,
    // and the part of the 600 ms delay that still held the player once it had mounted.
    firstApiCallAt: summarise(trips.map((t) => t.phases?.firstApiCallAt ?? Number.NaN)),
    streamCallAt: summarise(trips.map((t) => t.phases?.streamCallAt ?? Number.NaN)),
    delayHeldMs: summarise(trips.map((t) => t.phases?.delayHeldMs ?? Number.NaN)),
    samples: out,
  };
}
