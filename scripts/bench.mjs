/**
 * `npm run bench`: OnAir against the bare engines (hls.js, shaka) in one run, in headless Debian
 * Chromium against the demo backend. Prints tables and writes bench-results/latest.json. Never
 * part of `npm test`: figures from a shared 2-core machine are for comparison within a run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { memory, STREAMS, seek, startup, throttled, zap } from './bench/scenarios.mjs';
import { sizes } from './bench/sizes.mjs';
import { startStack } from './bench/stack.mjs';
import { fmt, ratio, summarise } from './bench/stats.mjs';
import { findBrowser } from './find-browser.mjs';
import { run, step } from './run.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const want = (name) => only.length === 0 || only.includes(name);
const results = {
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
  at: new Date().toISOString(),
};

if (!process.argv.includes('--no-build')) {
  // Rollup alone (no budget gate): a chunk over budget must still be measured, not stop the run.
  step('Building the SDK and ads packages (rollup), the examples and the web app (vite)');
  for (const dir of ['packages/ads-vast', 'packages/player-sdk']) {
    if ((await run('npx', ['rollup', '-c', '--silent'], { cwd: dir })) !== 0) process.exit(1);
  }
  for (const ws of ['@onair/examples', '@onair/web-app']) {
    if ((await run('npm', ['run', 'build', '--silent', '-w', ws])) !== 0) process.exit(1);
  }
}

const stop = await startStack();
const browser = await chromium.launch({
  executablePath: findBrowser(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
results.machine.browser = browser.version();

function table(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}

try {
  if (want('startup')) {
    step(`Startup: navigation → first frame, ${RUNS} runs each, A/B alternating`);
    const rows = [];
    results.startup = {};
    for (const stream of Object.values(STREAMS)) {
      const s = await startup(browser, stream, RUNS);
      const a = summarise(s.onair);
      const b = summarise(s.bare);
      results.startup[stream.label] = { onair: a, bare: b, ratio: ratio(a.median, b.median) };
      rows.push({
        stream: stream.label,
        'OnAir ms (p10–p90)': `${fmt(a.median)} (${fmt(a.p10)}–${fmt(a.p90)})`,
        'bare ms (p10–p90)': `${fmt(b.median)} (${fmt(b.p10)}–${fmt(b.p90)})`,
        ratio: fmt(ratio(a.median, b.median), 2),
      });
    }
    table('Startup (ms, median)', rows);
  }
  if (want('zap')) {
    step('Zap: 20 channel switches → first frame of the new channel');
    const onair = summarise(await zap(browser, 'onair', 20));
    const reuse = summarise(await zap(browser, 'bare', 20));
    const recreate = summarise(await zap(browser, 'bare', 20, { zap: 'recreate' }));
    results.zap = {
      onair,
      bareReuse: reuse,
      bareRecreate: recreate,
      ratioVsRecreate: ratio(onair.median, recreate.median),
      ratioVsReuse: ratio(onair.median, reuse.median),
    };
    table('Zap (ms)', [
      { side: 'OnAir load()', median: fmt(onair.median), p10: fmt(onair.p10), p90: fmt(onair.p90) },
      {
        side: 'hls.js loadSource (reuse)',
        median: fmt(reuse.median),
        p10: fmt(reuse.p10),
        p90: fmt(reuse.p90),
      },
      {
        side: 'hls.js destroy + new',
        median: fmt(recreate.median),
        p10: fmt(recreate.p10),
        p90: fmt(recreate.p90),
      },
    ]);
  }
  if (want('seek')) {
    step('Seek: scrub → first frame at the new position (VOD HLS)');
    const positions = [20, 4, 14, 26, 8, 18, 2, 24, 10, 16];
    const onair = summarise(await seek(browser, 'onair', positions));
    const bare = summarise(await seek(browser, 'bare', positions));
    results.seek = { onair, bare, ratio: ratio(onair.median, bare.median) };
    table('Seek (ms)', [
      { side: 'OnAir', median: fmt(onair.median), p10: fmt(onair.p10), p90: fmt(onair.p90) },
      { side: 'bare hls.js', median: fmt(bare.median), p10: fmt(bare.p10), p90: fmt(bare.p90) },
    ]);
  }
  if (want('memory')) {
    const zaps = Number(process.env.BENCH_ZAPS ?? 200);
    step(`Memory after 1 and ${zaps} zaps (forced GC)`);
    const onair = await memory(browser, 'onair', zaps);
    const bare = await memory(browser, 'bare', zaps, { zap: 'recreate' });
    results.memory = { zaps, onair, bareRecreate: bare };
    table('Memory', [
      {
        side: 'OnAir',
        'heap MB after 1': fmt(onair.after1.heapMB, 1),
        [`heap MB after ${zaps}`]: fmt(onair.afterN.heapMB, 1),
        'MediaSource after N': onair.afterN.mediaSources,
        'video elements after N': onair.afterN.videos,
      },
      {
        side: 'bare hls.js (recreate)',
        'heap MB after 1': fmt(bare.after1.heapMB, 1),
        [`heap MB after ${zaps}`]: fmt(bare.afterN.heapMB, 1),
        'MediaSource after N': bare.afterN.mediaSources,
        'video elements after N': bare.afterN.videos,
      },
    ]);
  }
  if (want('throttled')) {
    step('Throttled network (1.5 Mbit/s, 150 ms RTT): startup and rebuffers over 15 s, live HLS');
    const runs = Math.max(3, Math.floor(RUNS / 3));
    const out = { onair: [], bare: [] };
    for (let i = 0; i < runs; i++) {
      for (const side of i % 2 === 0 ? ['onair', 'bare'] : ['bare', 'onair']) {
        out[side].push(
          await throttled(browser, side, STREAMS.liveHls, 15_000).catch(() => ({
            first: Number.NaN,
            rebuffers: Number.NaN,
          })),
        );
      }
    }
    const a = summarise(out.onair.map((r) => r.first));
    const b = summarise(out.bare.map((r) => r.first));
    const ra = summarise(out.onair.map((r) => r.rebuffers));
    const rb = summarise(out.bare.map((r) => r.rebuffers));
    results.throttled = {
      runs,
      onair: { startup: a, rebuffers: ra },
      bare: { startup: b, rebuffers: rb },
      ratio: ratio(a.median, b.median),
    };
    table('Throttled', [
      { side: 'OnAir', 'startup ms': fmt(a.median), rebuffers: fmt(ra.median, 1) },
      { side: 'bare hls.js', 'startup ms': fmt(b.median), rebuffers: fmt(rb.median, 1) },
    ]);
  }
  if (want('size')) {
    results.size = sizes(process.cwd());
    table(
      'Size (KB min+gzip)',
      results.size.map((r) => ({ what: r.what, KB: fmt(r.kb, 1) })),
    );
  }
} finally {
  await browser.close();
  stop();
}

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWrote bench-results/latest.json');
