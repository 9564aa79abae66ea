#!/usr/bin/env node
// Proves the generated media plays in Debian Chromium with plain hls.js and shaka, outside the product:
// live (hls.js), VOD HLS (hls.js), clear DASH (shaka) and ClearKey DASH (shaka). Frames must advance and
// currentTime must move; any fatal player error fails the check. Run: npx tsx packages/demo-backend/media/check-playback.mjs
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/find-browser.mjs';
import { mediaPaths, prepareMedia, registerMediaRoutes } from '../src/media-server/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const modules = join(here, '../../../node_modules');
const cacheDir = mkdtempSync(join(tmpdir(), 'onair-check-'));
const cfg = { mediaRoot: join(here, 'committed'), cacheDir };
const lib = await prepareMedia(cfg, (l) => console.log(l));
const app = Fastify();
registerMediaRoutes(app, lib, cfg);
app.get('/check/hls.js', (_q, r) =>
  r.type('text/javascript').send(createReadStream(join(modules, 'hls.js/dist/hls.min.js'))),
);
app.get('/check/shaka.js', (_q, r) =>
  r
    .type('text/javascript')
    .send(createReadStream(join(modules, 'shaka-player/dist/shaka-player.compiled.js'))),
);
app.get('/check/', (_q, r) =>
  r
    .type('text/html')
    .send('<!doctype html><video id="v" muted playsinline width="640" height="360"></video>'),
);
const origin = await app.listen({ host: '127.0.0.1', port: 0 });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_ARGS],
});

// Runs in the page: waits until the video has played `seconds` of media, reports what the player saw.
const watch = `async (seconds) => {
  const v = document.getElementById('v');
  const start = performance.now();
  const firstFrames = () => v.getVideoPlaybackQuality().totalVideoFrames;
  let t0 = null, f0 = 0;
  while (performance.now() - start < (seconds + 25) * 1000) {
    if (window.__fatal) return { ok: false, error: window.__fatal };
    if (v.readyState >= 2 && t0 === null && v.currentTime > 0) { t0 = v.currentTime; f0 = firstFrames(); }
    if (t0 !== null && v.currentTime - t0 >= seconds) {
      return { ok: true, advanced: v.currentTime - t0, frames: firstFrames() - f0, currentTime: v.currentTime,
        size: v.videoWidth + 'x' + v.videoHeight, extra: window.__extra ? window.__extra() : null };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ok: false, error: 'timeout', currentTime: v.currentTime, readyState: v.readyState };
}`;

const hlsSetup = (url) => `(() => {
  const v = document.getElementById('v');
  const hls = new Hls({ enableWorker: true });
  hls.on(Hls.Events.ERROR, (_e, d) => { if (d.fatal) window.__fatal = d.type + ':' + d.details; });
  // Shows the first subtitle track, so the check also sees WebVTT cues line up with the video.
  hls.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, () => setTimeout(() => { hls.subtitleTrack = 0; }));
  hls.loadSource(${JSON.stringify(url)});
  hls.attachMedia(v);
  window.__extra = () => ({ audioTracks: hls.audioTracks.map((t) => t.name + '/' + t.lang),
    subtitleTracks: hls.subtitleTracks.map((t) => t.name + '/' + (t.lang || '-')),
    levels: hls.levels.map((l) => l.height), live: hls.latestLevelDetails?.live,
    subtitleTrack: hls.subtitleTrack, cues: Array.from(v.textTracks).map((t) => t.mode + '/' + (t.cues?.length ?? '-') + '/' + (t.activeCues?.[0]?.text ?? '')) });
  v.play();
})()`;

const shakaSetup = (url, clearKeys) => `(async () => {
  const v = document.getElementById('v');
  shaka.polyfill.installAll();
  const player = new shaka.Player();
  await player.attach(v);
  player.addEventListener('error', (e) => { window.__fatal = 'shaka ' + e.detail.code; });
  ${clearKeys ? `player.configure({ drm: { clearKeys: ${JSON.stringify(clearKeys)} } });` : ''}
  window.__extra = () => ({ audio: [...new Set(player.getVariantTracks().map((t) => t.language))],
    text: player.getTextTracks().map((t) => t.language || '-'), heights: player.getVariantTracks().map((t) => t.height),
    drm: player.drmInfo()?.keySystem || null });
  try { await player.load(${JSON.stringify(url)}); v.play(); } catch (e) { window.__fatal = 'load ' + (e.code || e.message); }
})()`;

const cases = [
  {
    name: 'live via hls.js',
    lib: 'hls.js',
    setup: hlsSetup(origin + mediaPaths.liveMaster('live1')),
    // Longer than a 20 s loop, so playback crosses at least one discontinuity.
    seconds: 22,
  },
  {
    name: 'live single rendition via hls.js',
    lib: 'hls.js',
    setup: hlsSetup(origin + mediaPaths.liveVariant('live4')),
    seconds: 3,
  },
  {
    name: 'archive 2 h ago via hls.js',
    lib: 'hls.js',
    setup: hlsSetup(
      origin +
        mediaPaths.archiveMaster(
          'live2',
          Math.floor(Date.now() / 1000) - 7200 - 15,
          Math.floor(Date.now() / 1000) - 7200 + 600,
        ),
    ),
    seconds: 22,
  },
  {
    name: 'VOD HLS via hls.js',
    lib: 'hls.js',
    setup: hlsSetup(origin + mediaPaths.vodHlsMaster('feature')),
    seconds: 4,
  },
  {
    name: 'clear DASH via shaka',
    lib: 'shaka.js',
    setup: shakaSetup(origin + mediaPaths.vodDash('feature')),
    seconds: 4,
  },
  {
    name: 'ClearKey DASH via shaka',
    lib: 'shaka.js',
    setup: shakaSetup(origin + mediaPaths.vodDashClearKey('feature'), {
      [lib.clearKey.kidHex]: lib.clearKey.keyHex,
    }),
    seconds: 4,
  },
];

let failed = 0;
try {
  for (const c of cases) {
    const page = await browser.newPage();
    await page.goto(`${origin}/check/`);
    await page.addScriptTag({ url: `/check/${c.lib}` });
    await page.evaluate(c.setup);
    const result = await page.evaluate(`(${watch})(${c.seconds})`);
    const ok = result.ok && result.frames > 0;
    if (!ok) failed++;
    console.log(`${ok ? 'PASS' : 'FAIL'} ${c.name}: ${JSON.stringify(result)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(cacheDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
