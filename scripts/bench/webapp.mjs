/**
 * The web app, measured (issues 23 and 38) in the two visits that exist: a viewer's first visit (a fresh
 * browser context: no token, no stored answers, an empty HTTP cache, no service worker) and a returning viewer
 * (the same context after that visit: the token and preferences in storage, the HTTP cache and the service worker
 * as the browser kept them, a new tab). Each visit's navigation → first presented frame of its player is set
 * against the bare hls.js page in the same state (cold for a first visit, its own second visit for a returning
 * one) playing the same stream, round after round, the order of the sides flipping each round. Per visit it also
 * reports what stands between the page and the stream: the API calls made before the stream call and how many
 * round trips they chain (calls that could only start once an earlier one had answered) — each one a full
 * network latency on a slow link.
 */

import { BENCH } from './bench-stack.mjs';
import { alternate, api, pageUrl, STREAMS, waitFirstFrame } from './pages.mjs';
import { THROTTLE_PROFILES, throttle } from './scenarios.mjs';
import { ratio, summarise } from './stats.mjs';

export const CHANNEL_PATH = 'channels/all/onair-one';
/** The §3 stream call of a channel or content: what the player needs before it can ask for media. */
export const STREAM_CALL = /\/v2\/(?:channels|contents)\/[^/]+\/stream\b/;

/** The visits of one round, in the order one browser context makes them, and the bare page each is held to. */
export const VISITS = [
  { key: 'first visit, channel page', page: 'channel', bare: 'live', returning: false },
  { key: 'returning, channel page', page: 'channel', bare: 'live', returning: true },
  { key: 'returning, /watch', page: 'watch', bare: 'vod', returning: true },
];

/** The local profile (no emulation) and the throttled ones, each a block of the result. */
export const WEB_PROFILES = [{ label: 'local', mbit: null, rttMs: null }, ...THROTTLE_PROFILES];

/**
 * The profiles a run measures: all of them, or those whose label starts with one of the comma-separated words
 * of `only` (BENCH_WEB_PROFILES=local: the local profile alone, for an A/B of two builds in a short time).
 */
export function webProfiles(only = process.env.BENCH_WEB_PROFILES) {
  const words = (only ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0) return WEB_PROFILES;
  return WEB_PROFILES.filter((profile) => words.some((word) => profile.label.toLowerCase().startsWith(word)));
}

/**
 * Round trips before the stream call: each API call's wave is one more than the latest wave among the calls that
 * had answered before it started (1 when none had), so calls made side by side share a wave. `calls` are
 * `{ url, start, end }` in one clock; the answer counts the calls started before the stream call and the wave of
 * the last of them (null when the page never asked for its stream). A stream call in the first wave has 0.
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
    paths: [...waves.map((w) => `${w.wave}: ${w.call.path}`), `${stream.wave}: ${stream.call.path} (stream)`],
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
  const apiCalls = resources.filter((r) => /\/v2\//.test(r.name)).sort((a, b) => a.startTime - b.startTime);
  const stream = apiCalls.find((r) => isStream(r.name));
  const mark = (name) => marks.find((m) => m.name === name) ?? null;
  const waitStart = mark('onair:channel-wait-start');
  const earlyPlayer = mark('onair:early-player');
  const renderReleased = mark('onair:render-released');
  const handedOver = mark('onair:channel-handed-over');
  return {
    firstApiCallAt: apiCalls[0]?.startTime ?? null,
    streamCallAt: stream?.startTime ?? null,
    streamAnsweredAt: stream?.responseEnd ?? null,
    delayHeldMs: waitStart && handedOver ? handedOver.startTime - waitStart.startTime : null,
    // When the channel reached the player (ms from navigation): kept from the navigation, 001 §4's 600 ms would
    // have held it until 600 (docs/decisions.md) — what the delay would cost on arrival.
    handedOverAt: handedOver?.startTime ?? null,
    // When the entry created the channel's player, before the page rendered it (player/early-player.ts).
    earlyPlayerAt: earlyPlayer?.startTime ?? null,
    // When React's first render was let go after waiting for the early player's first frame (render-hold.ts).
    renderReleasedAt: renderReleased?.startTime ?? null,
    delayWaitedBeforeMs: waitStart?.detail?.waitedMs ?? null,
  };
}

/** A new tab of `context`, behind `profile` when it is a throttled one. */
async function openTab(context, profile) {
  const page = await context.newPage();
  if (profile?.mbit) await throttle(context, page, profile);
  return page;
}

/** One visit of the web app in `page`: the first frame, the API calls before the stream call and the phases. */
async function webAppVisit(page, url, profile) {
  await page.addInitScript(firstFrameWatcher);
  const apiOrigin = new URL(BENCH.origin).origin;
  const calls = new Map();
  page.on('request', (request) => {
    const at = request.url();
    if (!at.startsWith(`${apiOrigin}/v2/`)) return;
    calls.set(request, { url: at, path: new URL(at).pathname, start: performance.now(), end: Infinity });
  });
  const done = (request) => {
    const call = calls.get(request);
    if (call) call.end = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.goto(url);
  await page.waitForFunction(() => window.__firstFrameAt != null, null, {
    timeout: profile?.mbit ? 90_000 : 30_000,
  });
  const first = await page.evaluate(() => window.__firstFrameAt);
  const timing = await page.evaluate(() => ({
    resources: performance
      .getEntriesByType('resource')
      .map((r) => ({ name: r.name, startTime: r.startTime, responseEnd: r.responseEnd })),
    marks: performance
      .getEntriesByType('mark')
      .map((m) => ({ name: m.name, startTime: m.startTime, detail: m.detail })),
  }));
  return { first, ...roundTrips([...calls.values()]), phases: pagePhases(timing) };
}

/**
 * The service worker the first visit registered, installed and in control of the scope (its precache filled),
 * so the next tab opens as a returning viewer's does. The app registers it after its player's first frame.
 */
const serviceWorkerReady = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no service worker became active in 30 s')), 30_000);
        navigator.serviceWorker.ready.then(() => {
          clearTimeout(timer);
          resolve(true);
        }, reject);
      }),
  );

/** A failed visit: its sample is NaN (counted as tried) and its calls unknown. */
const failedVisit = { first: Number.NaN, calls: null, roundTrips: null, paths: [], phases: null };

/**
 * One round of the web app's side in one fresh context: the first visit to the channel page, then (once the
 * worker is active) the channel page and the film's /watch page again, each in a new tab.
 */
async function webAppRound(browser, profile, content, warn) {
  const context = await browser.newContext();
  const out = {};
  try {
    const urls = {
      channel: new URL(CHANNEL_PATH, BENCH.web).href,
      watch: new URL(`watch/${content.slug ?? content.id}`, BENCH.web).href,
    };
    for (const visit of VISITS) {
      const page = await openTab(context, profile);
      try {
        out[visit.key] = await webAppVisit(page, urls[visit.page], profile);
        if (!visit.returning) await serviceWorkerReady(page);
      } catch (error) {
        warn(`web app ${visit.key} (${profile.label})`, error);
        out[visit.key] = failedVisit;
        // A first visit that failed leaves no returning viewer behind it: the rest of the round is owed.
        if (!visit.returning) break;
      } finally {
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  for (const visit of VISITS) out[visit.key] ??= failedVisit;
  return out;
}

/** One round of the bare page: the live stream cold, then (same context, new tabs) live and the film warm. */
async function bareRound(browser, profile, warn) {
  const context = await browser.newContext();
  const out = { 'cold live': Number.NaN, 'warm live': Number.NaN, 'warm vod': Number.NaN };
  const steps = [
    ['cold live', STREAMS.liveHls],
    ['warm live', STREAMS.liveHls],
    ['warm vod', STREAMS.vodHls],
  ];
  try {
    for (const [key, stream] of steps) {
      const page = await openTab(context, profile);
      try {
        await page.goto(pageUrl('bare', stream));
        out[key] = await waitFirstFrame(page, profile?.mbit ? 90_000 : 20_000);
      } catch (error) {
        warn(`bare ${key} (${profile.label})`, error);
      } finally {
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  return out;
}

/** The bare page a visit is held to: the same stream, in the same state (cold or warm). */
const bareOf = (visit) => (visit.returning ? `warm ${visit.bare}` : `cold ${visit.bare}`);

const WHAT = { channel: `/${CHANNEL_PATH}`, watch: '/watch/{film}' };

/** The summaries of one visit over the rounds: first frame, its ratio to the bare page, calls and phases. */
export function summariseVisit(visit, runs, bareSamples) {
  const samples = runs.map((r) => r.first);
  const webApp = summarise(samples);
  const bare = summarise(bareSamples);
  const counted = runs.filter((t) => t.roundTrips !== null && t.roundTrips !== undefined);
  const phase = (key) => summarise(runs.map((t) => t.phases?.[key] ?? Number.NaN));
  return {
    path: WHAT[visit.page],
    bareState: bareOf(visit),
    webApp,
    bare,
    ratio: ratio(webApp.median, bare.median),
    apiCalls: summarise(counted.map((t) => t.calls)),
    roundTrips: summarise(counted.map((t) => t.roundTrips)),
    // A visit that never made its stream call has no round trips: counted as a failure, never as zero.
    roundTripsMissing: runs.length - counted.length,
    // One run's calls in order with their wave, so the table can say which calls stand in the way.
    example: counted[0]?.paths ?? [],
    firstApiCallAt: phase('firstApiCallAt'),
    streamCallAt: phase('streamCallAt'),
    streamAnsweredAt: phase('streamAnsweredAt'),
    delayHeldMs: phase('delayHeldMs'),
    handedOverAt: phase('handedOverAt'),
    earlyPlayerAt: phase('earlyPlayerAt'),
    renderReleasedAt: phase('renderReleasedAt'),
    samples: { webApp: samples, bare: bareSamples },
  };
}

/**
 * Every visit on every profile: `runs` rounds locally, `throttledRuns` behind each throttled profile (a
 * throttled first visit takes seconds). `content` is the film /watch opens (a clear HLS film without rolls or
 * packshots, so its first frame is the film's).
 */
export async function webAppVisits(
  browser,
  { runs, throttledRuns, content, step = () => {}, warn = () => {}, only = webProfiles() },
) {
  const profiles = [];
  for (const profile of only) {
    const count = profile.mbit ? throttledRuns : runs;
    step(
      `Web app, ${profile.label}: first visit to /${CHANNEL_PATH}, then as a returning viewer it and /watch/${content.slug ?? content.id}, against bare hls.js cold and warm, ${count} rounds`,
    );
    const rounds = { webApp: [], bare: [] };
    await alternate(['webApp', 'bare'], count, async (side) => {
      rounds[side].push(
        side === 'webApp'
          ? await webAppRound(browser, profile, content, warn)
          : await bareRound(browser, profile, warn),
      );
    });
    const visits = Object.fromEntries(
      VISITS.map((visit) => [
        visit.key,
        summariseVisit(
          visit,
          rounds.webApp.map((r) => r[visit.key]),
          rounds.bare.map((r) => r[bareOf(visit)]),
        ),
      ]),
    );
    profiles.push({ label: profile.label, mbit: profile.mbit, rttMs: profile.rttMs, runs: count, visits });
  }
  return { content, profiles };
}

/** The film /watch opens: the first content whose stream is clear HLS without ads or packshots. */
export async function plainFilm(token) {
  const get = async (path) => {
    const url = new URL(api(`/v2${path}`));
    url.searchParams.set('access_token', token);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res.json();
  };
  for (const item of await get('/contents?limit=100')) {
    const stream = await get(`/contents/${item.id}/stream`).catch(() => null);
    const plain =
      stream &&
      (stream.hls_mbr || stream.hls) &&
      !stream.laClearkey &&
      !stream.ad &&
      !stream.packshots?.length;
    if (plain) return { id: item.id, slug: item.slug ?? null };
  }
  throw new Error('the catalogue has no clear HLS film without rolls or packshots');
}

/** A guest's token on the bench's API, for reading the catalogue (the demo backend's own guest flow). */
export async function guestToken() {
  const device = `bench-${Math.random().toString(36).slice(2, 10)}`;
  const post = (path, body) =>
    fetch(api(`/v2${path}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const user = await post('/users', { is_guest: true, username: device, password: device, app_version: 190 });
  if (!user.ok) throw new Error(`guest creation answered ${user.status}`);
  const auth = await post('/auth/device', { device_id: device, username: device, password: device });
  if (!auth.ok) throw new Error(`device authorisation answered ${auth.status}`);
  const body = await auth.json();
  return body.access_token ?? body.data?.access_token;
}
