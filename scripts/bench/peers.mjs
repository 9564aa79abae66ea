/**
 * The players users would pick instead (issue 23): Video.js 8 (its built-in VHS), Vidstack (with hls.js) and
 * Media Chrome + hls.js, each on its own page as its README shows with its default UI, against OnAir as a React
 * host ships it (`<Player>` + `<PlayerSkin>`, examples/bench-onair-react.html) and as a plain page ships it
 * (`<onair-player>`, examples/bench-onair-element.html, issue 41). Product against product: startup to first
 * frame (live and VOD HLS), zap, and the weight of what each page downloads: what it asked for before its
 * first frame, and everything it asked for until SETTLE_MS later (the engine a page loads after its first
 * frame counts there).
 */
import { gzipSync } from 'node:zlib';
import { BENCH } from './bench-stack.mjs';
import { pageUrl, STREAMS, waitFirstFrame } from './pages.mjs';
import { startup, zap } from './scenarios.mjs';
import { ratio, summarise } from './stats.mjs';

export const PEERS = [
  { key: 'Video.js 8', page: 'peer-videojs.html', extra: {} },
  { key: 'Vidstack (hls.js)', page: 'peer-vidstack.html', extra: {} },
  { key: 'Media Chrome + hls.js', page: 'peer-media-chrome.html', extra: {} },
];
export const ONAIR_REACT = 'bench-onair-react.html';
/** The element page runs in the same rotation as the peers, under this key, and is compared with each of them. */
export const ONAIR_ELEMENT = { key: 'OnAir <onair-player>', page: 'bench-onair-element.html', extra: {} };
/** What "settled" weighs: everything a page asked for until this long after its first frame. */
export const SETTLE_MS = 3000;

/** A stream played by OnAir's React page against the peers' pages, the element page among them. */
const peerStream = (stream) => ({
  ...stream,
  onairPage: ONAIR_REACT,
  baselines: [ONAIR_ELEMENT, ...PEERS],
  fair: undefined,
});

/** What a page's resource is, for the weight table: its code, its styles, or anything else it fetched. */
export function resourceKind(contentType, url) {
  const type = String(contentType ?? '')
    .split(';')[0]
    .trim();
  if (/javascript|ecmascript/.test(type) || /\.m?js$/.test(new URL(url).pathname)) return 'js';
  if (type === 'text/css' || new URL(url).pathname.endsWith('.css')) return 'css';
  return 'other';
}

/**
 * Sums what a page downloaded from the examples' origin (its HTML, code, styles, fonts, icons), gzip level 9
 * as the size table measures packages, by kind. Media and API answers come from the API's origin and are left
 * out: every side plays the same stream.
 */
export function weigh(resources, origin) {
  const out = { kb: 0, js: 0, css: 0, other: 0, files: 0 };
  for (const r of resources) {
    if (!r.url.startsWith(origin)) continue;
    const kb = gzipSync(r.body, { level: 9 }).length / 1024;
    out.kb += kb;
    out[resourceKind(r.contentType, r.url)] += kb;
    out.files += 1;
  }
  return out;
}

/**
 * Each file a page downloaded from the examples' origin, heaviest first: its path, KB (gzip level 9, as weigh
 * counts it) and whether it was asked for by the first frame, so a run's JSON says what a weight is made of.
 */
export function fileList(resources, origin, frameAt) {
  return resources
    .filter((r) => r.url.startsWith(origin))
    .map((r) => ({
      path: new URL(r.url).pathname,
      kb: Math.round((gzipSync(r.body, { level: 9 }).length / 1024) * 10) / 10,
      byFirstFrame: r.startedAt <= frameAt,
    }))
    .sort((a, b) => b.kb - a.kb);
}

/**
 * Opens a page in a fresh context and weighs what it downloaded: `{ ...byFirstFrame, settled }`, each request
 * counted by when it started against the first presented frame (a page that loads its engine after that frame,
 * as the element's startup picture lets it, has the engine in `settled` only). A page that never shows a frame
 * is recorded with `failed` and no figures, never dropped.
 */
export async function pageWeight(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(BENCH.examples)) return;
    const startedAt = response.request().timing().startTime;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          contentType: response.headers()['content-type'],
          body,
          startedAt,
        }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(url);
    await waitFirstFrame(page);
    // The first frame on the page's clock, in epoch milliseconds like the requests' start times.
    const frameAt = await page.evaluate(() => performance.timeOrigin + (window.bench?.firstFrameAt ?? 0));
    await page.waitForTimeout(SETTLE_MS);
    const resources = (await Promise.all(pending)).filter(Boolean);
    const origin = new URL(BENCH.examples).origin;
    return {
      ...weigh(
        resources.filter((r) => r.startedAt <= frameAt),
        origin,
      ),
      settled: weigh(resources, origin),
      playback: await playback(page),
      resources: fileList(resources, origin, frameAt),
    };
  } catch (error) {
    const nan = Number.NaN;
    return {
      kb: nan,
      js: nan,
      css: nan,
      other: nan,
      files: 0,
      failed: String(error?.message ?? error).split('\n')[0],
    };
  } finally {
    await context.close();
  }
}

/**
 * How the page plays: through MSE (a `blob:` source, the JS engine at work) or the browser's own HLS (the stream
 * URL itself). A player may pick native HLS where Chromium says it can play it, and then downloads no engine.
 */
export const playback = (page) =>
  page.evaluate(() => {
    const videos = (root) => [
      ...root.querySelectorAll('video'),
      ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? videos(el.shadowRoot) : [])),
    ];
    const src = videos(document).find((v) => v.currentSrc)?.currentSrc ?? '';
    return src.startsWith('blob:') ? 'MSE' : src ? 'native' : 'none';
  });

/** Ratios of OnAir's figure to each peer's, keyed by the peer. */
const ratios = (onair, peers, pick) =>
  Object.fromEntries(Object.entries(peers).map(([key, p]) => [key, ratio(pick(onair), pick(p))]));

/** The element page's summary and its ratio to each peer, from one rotation's samples. */
function elementAgainst(samples, pick) {
  const element = pick(samples[ONAIR_ELEMENT.key]);
  return {
    element,
    ratios: Object.fromEntries(
      PEERS.map(({ key }) => [key, ratio(element.median, pick(samples[key]).median)]),
    ),
  };
}

export async function peers(browser, runs, { count = 20, rounds = 2, step = () => {} } = {}) {
  const result = { startup: {}, element: { startup: {} } };
  for (const stream of [STREAMS.liveHls, STREAMS.vodHls]) {
    step(`Peers, startup ${stream.label}: OnAir (React skin, element) and each peer, ${runs} runs each`);
    const { out, heights } = await startup(browser, peerStream(stream), runs);
    const onair = { ...summarise(out.onair), heights: distinct(heights.onair) };
    const baselines = Object.fromEntries(
      PEERS.map(({ key }) => {
        const peer = summarise(out[key]);
        return [key, { ...peer, ratio: ratio(onair.median, peer.median), heights: distinct(heights[key]) }];
      }),
    );
    result.startup[stream.label] = { onair, baselines, samples: out };
    const against = elementAgainst(out, summarise);
    result.element.startup[stream.label] = {
      onair: { ...against.element, heights: distinct(heights[ONAIR_ELEMENT.key]) },
      ratios: against.ratios,
    };
  }
  step(`Peers, zap: ${count} channel switches × ${rounds} pages each`);
  const ways = {
    onair: { side: 'onair', extra: {} },
    [ONAIR_ELEMENT.key]: { side: ONAIR_ELEMENT, extra: {} },
    ...Object.fromEntries(PEERS.map((p) => [p.key, { side: p, extra: {} }])),
  };
  const out = await zap(browser, peerStream(STREAMS.liveHls), count, rounds, ways);
  const onairZap = summarise(out.onair);
  const peerZaps = Object.fromEntries(PEERS.map(({ key }) => [key, summarise(out[key])]));
  result.zap = {
    count,
    rounds,
    onair: onairZap,
    peers: peerZaps,
    ratios: ratios(onairZap, peerZaps, (s) => s.median),
    samples: out,
  };
  const zapElement = elementAgainst(out, summarise);
  result.element.zap = { onair: zapElement.element, ratios: zapElement.ratios };
  const weights = await peerWeights(browser, { step });
  result.weight = weights.weight;
  result.element.weight = weights.element.weight;
  return result;
}

/**
 * The page weights alone (`npm run bench -- peers-weight`): bytes, not times, so a loaded machine measures them
 * as truthfully as a quiet one. Every page comes from the same build (the examples' vite build: one bundler,
 * one minifier) and the same static server, and every body is weighed after the same gzip level 9, whatever
 * the server sent: no page gains from how it was served.
 */
export async function peerWeights(browser, { step = () => {} } = {}) {
  step(
    `Peers, page weight: what each page downloads by its first frame and ${SETTLE_MS / 1000} s later (live HLS)`,
  );
  const live = peerStream(STREAMS.liveHls);
  const onairWeight = await pageWeight(browser, pageUrl('onair', live));
  const elementWeight = await pageWeight(browser, pageUrl(ONAIR_ELEMENT, live));
  const peerWeights = {};
  for (const p of PEERS) peerWeights[p.key] = await pageWeight(browser, pageUrl(p, live));
  return {
    weight: {
      onair: onairWeight,
      peers: peerWeights,
      ratios: ratios(onairWeight, peerWeights, (w) => w.kb),
    },
    element: {
      weight: {
        settleMs: SETTLE_MS,
        onair: elementWeight,
        ratios: ratios(elementWeight, peerWeights, (w) => w.kb),
        settledRatios: ratios(elementWeight, peerWeights, (w) => w.settled?.kb),
      },
    },
  };
}

const distinct = (list) => [...new Set(list.filter((h) => h !== null))].sort((a, b) => a - b);
