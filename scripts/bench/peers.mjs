/**
 * The players users would pick instead (issue 23): Video.js 8 (its built-in VHS), Vidstack (with hls.js) and
 * Media Chrome + hls.js, each on its own page as its README shows with its default UI, against OnAir as a React
 * host ships it (`<Player>` + `<PlayerSkin>`, examples/bench-onair-react.html). Product against product: startup
 * to first frame (live and VOD HLS), zap, and the weight of what each page downloads before its first frame.
 */
import { gzipSync } from 'node:zlib';
import { pageUrl, STREAMS, waitFirstFrame } from './pages.mjs';
import { startup, zap } from './scenarios.mjs';
import { BENCH } from './stack.mjs';
import { ratio, summarise } from './stats.mjs';

export const PEERS = [
  { key: 'Video.js 8', page: 'peer-videojs.html', extra: {} },
  { key: 'Vidstack (hls.js)', page: 'peer-vidstack.html', extra: {} },
  { key: 'Media Chrome + hls.js', page: 'peer-media-chrome.html', extra: {} },
];
export const ONAIR_REACT = 'bench-onair-react.html';

/** A stream played by OnAir's React page against the peers' pages. */
const peerStream = (stream) => ({ ...stream, onairPage: ONAIR_REACT, baselines: PEERS, fair: undefined });

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
 * Opens a page in a fresh context and weighs what it downloaded by its first frame; a page that never shows one
 * is recorded with `failed` and no figures, never dropped.
 */
export async function pageWeight(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(BENCH.examples)) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), contentType: response.headers()['content-type'], body }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(url);
    await waitFirstFrame(page);
    const resources = (await Promise.all(pending)).filter(Boolean);
    return { ...weigh(resources, new URL(BENCH.examples).origin), playback: await playback(page) };
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

export async function peers(browser, runs, { count = 20, rounds = 2, step = () => {} } = {}) {
  const result = { startup: {} };
  for (const stream of [STREAMS.liveHls, STREAMS.vodHls]) {
    step(`Peers, startup ${stream.label}: OnAir (React skin) and each peer, ${runs} runs each`);
    const { out, heights } = await startup(browser, peerStream(stream), runs);
    const onair = { ...summarise(out.onair), heights: distinct(heights.onair) };
    const baselines = Object.fromEntries(
      PEERS.map(({ key }) => {
        const peer = summarise(out[key]);
        return [key, { ...peer, ratio: ratio(onair.median, peer.median), heights: distinct(heights[key]) }];
      }),
    );
    result.startup[stream.label] = { onair, baselines, samples: out };
  }
  step(`Peers, zap: ${count} channel switches × ${rounds} pages each`);
  const ways = {
    onair: { side: 'onair', extra: {} },
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
  step('Peers, page weight: what each page downloads by its first frame (live HLS)');
  const live = peerStream(STREAMS.liveHls);
  const onairWeight = await pageWeight(browser, pageUrl('onair', live));
  const peerWeights = {};
  for (const p of PEERS) peerWeights[p.key] = await pageWeight(browser, pageUrl(p, live));
  result.weight = {
    onair: onairWeight,
    peers: peerWeights,
    ratios: ratios(onairWeight, peerWeights, (w) => w.kb),
  };
  return result;
}

const distinct = (list) => [...new Set(list.filter((h) => h !== null))].sort((a, b) => a - b);
