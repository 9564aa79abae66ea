/**
 * `npm run bench`: OnAir against the bare engines (hls.js, shaka) in one run, in headless Debian
 * Chromium against the demo backend. Prints tables and writes bench-results/latest.json. Never
 * part of `npm test`: figures from a shared 2-core machine are for comparison within a run.
 *
 *   npm run bench [-- startup zap seek memory throttled peers webapp size] [-- --no-build]
 *   npm run bench -- peers-weight --no-build: the peers' page weights alone (bytes: no timed rounds)
 *   Each run is also kept as bench-results/runs/<time>.json; report.mjs renders one run or the spread of many.
 *   env BENCH_RUNS (≥ 10, default 10), BENCH_ZAPS (default 200), BENCH_AD_BREAKS (default 50),
 *   BENCH_WEB_PROFILES (web app profiles by label: local,slow,4g; default all)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStack } from './bench/bench-stack.mjs';
import { memoryAdBreaks, memoryZaps } from './bench/memory.mjs';
import { ARCHIVE_WINDOW_SEC, archiveStream, STREAMS } from './bench/pages.mjs';
import { peers, peerWeights } from './bench/peers.mjs';
import { sections, toText } from './bench/report.mjs';
import { seek, startup, THROTTLE_PROFILES, throttled, zap } from './bench/scenarios.mjs';
import { sizes } from './bench/sizes.mjs';
import { ratio, summarise } from './bench/stats.mjs';
import { guestToken, plainFilm, webAppVisits } from './bench/webapp.mjs';
import { CHROMIUM_ARGS, findBrowser } from './find-browser.mjs';
import { run, step } from './run.mjs';

const started = Date.now();

/** The commit checked out and whether tracked files differ from it; `undefined` outside a git checkout. */
function sourceState() {
  try {
    const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    return {
      commit: git('rev-parse', 'HEAD'),
      dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
    };
  } catch {
    return undefined;
  }
}
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const ZAPS = Number(process.env.BENCH_ZAPS ?? 200);
const AD_BREAKS = Number(process.env.BENCH_AD_BREAKS ?? 50);
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const want = (name) => only.length === 0 || only.includes(name);
const results = {
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
  at: new Date().toISOString(),
  // Which code a run measured, so the doc can say its runs are of one commit (and of a clean tree).
  source: sourceState(),
  runs: RUNS,
};

// Sizes are read from a private copy of the builds taken right after building: other work on this
// machine (tests, library builds) rewrites the packages' dist folders while a run is under way.
const BUILD = path.join('bench-results', 'build');
if (!process.argv.includes('--no-build')) {
  // Rollup alone (no budget gate): a chunk over budget must still be measured, not stop the run.
  step('Building the SDK and ads packages (rollup), the examples and the web app (vite)');
  rmSync(BUILD, { recursive: true, force: true });
  for (const [name, dir] of [
    ['ads-vast', 'packages/ads-vast'],
    ['player-sdk', 'packages/player-sdk'],
  ]) {
    if ((await run('npx', ['rollup', '-c', '--silent'], { cwd: dir })) !== 0) process.exit(1);
    cpSync(path.join(dir, 'dist'), path.join(BUILD, name), { recursive: true });
  }
  if ((await run('npm', ['run', 'build', '--silent', '-w', '@onair/examples'])) !== 0) process.exit(1);
  // The web app's own build plus vite's manifest, from which the size table reads each route's initial JS.
  const out = path.resolve(BUILD, 'web-app');
  const webApp = ['vite', 'build', '--manifest', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'];
  if ((await run('npx', webApp, { cwd: 'packages/web-app' })) !== 0) process.exit(1);
  results.buildSec = (Date.now() - started) / 1000;
}
const built = (name, fallback) => (existsSync(path.join(BUILD, name)) ? path.join(BUILD, name) : fallback);
// The stack serves the web app this run built (the folder the size table reads), unless told otherwise: it
// served packages/web-app/dist, built only when missing, so the web app scenario measured whatever build was
// lying there — a day-old one in the runs of 2026-11-25.
if (!process.env.ONAIR_WEB_DIST && existsSync(path.join(BUILD, 'web-app', 'index.html'))) {
  process.env.ONAIR_WEB_DIST = path.resolve(BUILD, 'web-app');
}

const stop = await startStack();
const browser = await chromium.launch({
  executablePath: findBrowser(),
  args: [...CHROMIUM_ARGS],
});
results.machine.browser = browser.version();

/** The first-frame heights a side decoded, each once (which renditions the runs started on). */
const distinct = (list) => [...new Set(list.filter((h) => h !== null))].sort((a, b) => a - b);

/** A scenario that fails is recorded as failed and the run goes on: one hang must not lose the rest. */
async function scenario(name, body) {
  if (!want(name)) return;
  try {
    await body();
  } catch (error) {
    console.error(`  ${name} failed: ${String(error?.message ?? error).split('\n')[0]}`);
    results.failed = [
      ...(results.failed ?? []),
      `${name}: ${String(error?.message ?? error).split('\n')[0]}`,
    ];
  }
}

try {
  await scenario('startup', async () => {
    step(`Startup: navigation → first frame, ${RUNS} runs each, OnAir and each baseline in rotation`);
    results.startup = {};
    for (const stream of Object.values(STREAMS)) {
      const { out, heights } = await startup(browser, stream, RUNS);
      const onair = summarise(out.onair);
      const baselines = Object.fromEntries(
        stream.baselines.map(({ key }) => {
          const bare = summarise(out[key]);
          return [key, { ...bare, ratio: ratio(onair.median, bare.median), heights: distinct(heights[key]) }];
        }),
      );
      results.startup[stream.label] = {
        onair: { ...onair, heights: distinct(heights.onair) },
        baselines,
        fair: stream.fair,
        ratio: baselines[stream.fair].ratio,
        samples: out,
      };
    }
  });
  await scenario('zap', async () => {
    const count = 20;
    const rounds = 2;
    step(`Zap: ${count} channel switches × ${rounds} pages each way → first frame of the new channel`);
    const out = await zap(browser, STREAMS.liveHls, count, rounds);
    const [onair, reuse, recreate, recreateTuned] = [
      out.onair,
      out.reuse,
      out.recreate,
      out.recreateTuned,
    ].map(summarise);
    results.zap = {
      count,
      rounds,
      onair,
      reuse,
      recreate,
      recreateTuned,
      ratioVsRecreate: ratio(onair.median, recreate.median),
      ratioVsReuse: ratio(onair.median, reuse.median),
      ratioVsRecreateTuned: ratio(onair.median, recreateTuned.median),
      samples: out,
    };
  });
  await scenario('seek', async () => {
    const stream = archiveStream();
    // Scrubs across the programme, far and near, in both directions.
    const positions = [300, 60, 480, 180, 540, 120, 420, 240, 360, 30].filter((t) => t < ARCHIVE_WINDOW_SEC);
    const rounds = 2;
    step(`Archive seek: scrub → first frame at the new position (${stream.label}, ${rounds} rounds)`);
    const out = await seek(browser, stream, positions, rounds);
    const [onair, bare, tuned] = [out.onair, out['hls.js'], out["hls.js + OnAir's settings"]].map(summarise);
    results.seek = {
      stream: stream.label,
      positions,
      rounds,
      onair,
      bare,
      tuned,
      ratio: ratio(onair.median, bare.median),
      ratioVsTuned: ratio(onair.median, tuned.median),
      samples: out,
    };
  });
  results.memory = {};
  await scenario('memory', async () => {
    step(`Memory after 1 and ${ZAPS} zaps, then destroy (forced GC)`);
    results.memory.zaps = { n: ZAPS, ...(await memoryZaps(browser, ZAPS)) };
  });
  await scenario('memory', async () => {
    step(`Memory after 1 and ${AD_BREAKS} ad breaks, then destroy (forced GC)`);
    const breaks = await memoryAdBreaks(browser, AD_BREAKS);
    results.memory.adBreaks = { ...breaks, breakMs: summarise(breaks.breakMs) };
  });
  await scenario('throttled', async () => {
    const watchMs = 10_000;
    results.throttled = [];
    for (const profile of THROTTLE_PROFILES) {
      step(`Throttled network, ${profile.label}: live HLS, ${RUNS} runs each`);
      const out = await throttled(browser, STREAMS.liveHls, RUNS, watchMs, profile);
      const pick = (list, key) => summarise(list.map((r) => r[key]));
      const onair = { startup: pick(out.onair, 'first'), rebuffers: pick(out.onair, 'rebuffers') };
      const bare = { startup: pick(out.bare, 'first'), rebuffers: pick(out.bare, 'rebuffers') };
      results.throttled.push({
        ...profile,
        runs: RUNS,
        watchMs,
        onair,
        bare,
        ratio: ratio(onair.startup.median, bare.startup.median),
        samples: out,
      });
    }
  });
  await scenario('peers', async () => {
    results.peers = await peers(browser, RUNS, { step });
  });
  // The weights alone, without the timed rounds: `npm run bench -- peers-weight` (named only, never by default).
  if (only.includes('peers-weight') && !only.includes('peers')) {
    await scenario('peers-weight', async () => {
      results.peers = await peerWeights(browser, { step });
    });
  }
  await scenario('webapp', async () => {
    const log = {
      step,
      warn: (what, e) => console.warn(`  ${what}: ${String(e?.message ?? e).split('\n')[0]}`),
    };
    // Half the rounds behind each throttled profile: a throttled first visit of the web app takes seconds.
    results.webAppVisits = await webAppVisits(browser, {
      runs: RUNS,
      throttledRuns: Math.max(5, Math.round(RUNS / 2)),
      content: await plainFilm(await guestToken()),
      ...log,
    });
  });
  if (want('size')) {
    results.size = sizes(process.cwd(), {
      sdk: built('player-sdk', 'packages/player-sdk/dist'),
      ads: built('ads-vast', 'packages/ads-vast/dist'),
      webApp: built('web-app', 'packages/web-app/dist'),
    });
  }
} finally {
  await browser.close();
  stop();
}

results.durationSec = (Date.now() - started) / 1000;
console.log(toText(sections(results)));
// Every run is kept (bench-results/runs/, ignored); the doc cites the ones copied into docs/bench-runs/.
const stamp = results.at.replace(/[:.]/g, '-');
mkdirSync(path.join('bench-results', 'runs'), { recursive: true });
const file = path.join('bench-results', 'latest.json');
const text = `${JSON.stringify(results, null, 2)}\n`;
writeFileSync(file, text);
writeFileSync(path.join('bench-results', 'runs', `${stamp}.json`), text);
console.log(`\nWrote ${path.resolve(file)} (run took ${(results.durationSec / 60).toFixed(1)} min)`);
console.log(
  [
    'For the doc: copy full runs into docs/bench-runs/ (all of them, not a chosen one), then',
    '  node scripts/bench/report.mjs --write docs/performance.md docs/bench-runs/*.json',
  ].join('\n'),
);
