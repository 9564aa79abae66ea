/**
 * The pages a benchmark opens and the streams they play: OnAir's bench page (examples/bench-onair.html)
 * or the bare engine's page, each given the same stream URL from the demo backend.
 */
import { BENCH } from './bench-stack.mjs';

export const api = (path) => new URL(path, BENCH.origin).href;

/** A licence URL of the demo API with the run's guest token, as the SDK adds it to its operator's licence URLs. */
export function licenceUrl(path) {
  const url = new URL(path, BENCH.origin);
  if (BENCH.viewerToken) url.searchParams.set('access_token', BENCH.viewerToken);
  return url.href;
}

/**
 * The baselines each stream is compared with in the same run. hls.js: as its README shows, and with OnAir's
 * own settings (buffer limits, startFragPrefetch), so the tables separate what OnAir's configuration buys from
 * what its code costs. shaka: its default build (what `import 'shaka-player'` gives) and its DASH-only build (the
 * one OnAir loads). Every bare hls.js page caps Auto the way OnAir does (bare-hls.ts), so both sides decode the
 * same rendition; the startup table shows the height each side's first frame had.
 */
export const HLS_BASELINES = [
  { key: 'hls.js', page: 'bare-hls.html', extra: {} },
  { key: "hls.js + OnAir's settings", page: 'bare-hls.html', extra: { config: 'onair' } },
];
export const DASH_BASELINES = [
  { key: 'shaka (default build)', page: 'bare-shaka.html', extra: {} },
  { key: 'shaka (DASH-only build)', page: 'bare-shaka-dash.html', extra: {} },
];

export const STREAMS = {
  liveHls: {
    label: 'live HLS',
    src: '/media/live/live1/master.m3u8',
    onair: 'hls',
    // An HLS host page: the build adds modulepreload links for the hls.js engine chunk (examples/preload-engine-plugin.ts).
    onairPage: 'bench-onair-hls.html',
    bare: 'bare-hls.html',
    baselines: HLS_BASELINES,
    fair: 'hls.js',
  },
  vodHls: {
    label: 'VOD HLS',
    src: '/media/vod/feature/master.m3u8',
    onair: 'hls',
    onairPage: 'bench-onair-hls.html',
    bare: 'bare-hls.html',
    baselines: HLS_BASELINES,
    fair: 'hls.js',
  },
  dash: {
    label: 'clear DASH',
    src: '/media/vod/feature/manifest.mpd',
    onair: 'dash',
    // A DASH host page: the build adds modulepreload links for the shaka engine and shaka's DASH build.
    onairPage: 'bench-onair-dash.html',
    bare: 'bare-shaka.html',
    baselines: DASH_BASELINES,
    fair: 'shaka (DASH-only build)',
  },
  clearKey: {
    label: 'ClearKey DASH',
    src: '/media/vod/feature/cenc/manifest.mpd',
    // Film 102's licence: the key is given for the content the URL names (issue 35).
    license: '/v2/drm/clearkey/license?content_id=102',
    onair: 'clearkey',
    onairPage: 'bench-onair-dash.html',
    bare: 'bare-shaka.html',
    baselines: DASH_BASELINES,
    fair: 'shaka (DASH-only build)',
  },
};

/** The channels a zap cycles through (the demo backend's four live sources). */
export const LIVE = ['live1', 'live2', 'live3', 'live4'].map((id) => `/media/live/${id}/master.m3u8`);

export const ARCHIVE_WINDOW_SEC = 600;

/**
 * A finished programme of channel live1: the 10 minutes that ended a minute ago, as the demo backend
 * serves archive (catch-up) windows.
 */
export function archiveStream(nowMs = Date.now()) {
  const to = Math.floor(nowMs / 1000) - 60;
  const from = to - ARCHIVE_WINDOW_SEC;
  return {
    label: 'archive HLS',
    src: `/media/live/live1/archive-${from}-${to}.m3u8`,
    onair: 'hls',
    bare: 'bare-hls.html',
    baselines: HLS_BASELINES,
    fair: 'hls.js',
  };
}

/**
 * The page for `side`: 'onair' (the stream's `onairPage`, else the vanilla bench page), 'bare' (the stream's
 * first baseline page) or one of its baselines.
 */
export function pageUrl(side, stream, extra = {}) {
  const baseline = typeof side === 'object' ? side : null;
  const q = new URLSearchParams({ src: api(stream.src), ...(baseline?.extra ?? {}), ...extra });
  if (stream.license) q.set('license', licenceUrl(stream.license));
  if (side === 'onair') {
    q.set('type', stream.onair);
    return `${BENCH.examples}${stream.onairPage ?? 'bench-onair.html'}?${q}`;
  }
  return `${BENCH.examples}${baseline?.page ?? stream.bare}?${q}`;
}

export async function waitFirstFrame(page, timeoutMs = 20_000) {
  await page.waitForFunction(() => window.bench?.firstFrameAt != null, null, { timeout: timeoutMs });
  return page.evaluate(() => window.bench.firstFrameAt);
}

/** The height of the first frame the page presented (which rendition it decoded), or null. */
export const firstFrameHeight = (page) =>
  page.evaluate(() => window.bench?.firstFrameHeight ?? null).catch(() => null);

/** Runs `fn(side, round)` for `rounds` rounds, the order of the sides flipping each round (A/B, B/A…). */
export async function alternate(sides, rounds, fn) {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) await fn(side, round);
  }
}
