/**
 * `npm run faults`: the fault matrix of issue 22 (docs/reliability.md). Every fault × engine path of
 * scripts/faults/matrix.mjs runs in its own browser context of headless Debian Chromium against the demo
 * stack, several pages at a time; each case's outcome (recovered / ended / the §8 message shown / hung) is
 * compared with what the spec expects. Writes docs/reliability-runs/<time>.json (the commit, the machine's load,
 * and per case its samples and marks, so `node scripts/faults/rejudge.mjs <run.json>` can judge it again) and the
 * table in docs/reliability.md; exits non-zero on any hung case or any outcome other than the expected one.
 *
 *   npm run faults [-- --no-build] [-- --only=segment-404-once,offline-5s] [-- --paths=vodHls,dash] [-- --no-write]
 *   env FAULTS_PAGES (pages at a time, default 4); BENCH_API_PORT / BENCH_WEB_PORT / BENCH_EXAMPLES_PORT pin ports.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH, startStack } from './bench/bench-stack.mjs';
import { runCase } from './faults/case.mjs';
import { cases, FAULTS, PATH_IDS } from './faults/matrix.mjs';
import { stringifyRun } from './faults/raw.mjs';
import { cell, writeDoc } from './faults/table.mjs';
import { runVerdict } from './faults/verdict.mjs';
import { CHROMIUM_ARGS, findBrowser } from './find-browser.mjs';
import { run, step } from './run.mjs';
import { commitOfTree } from './tree-commit.mjs';

const started = Date.now();
// The machine's load is part of every figure: the 1-minute average at the start, every 10 s, and at the end.
const load = { start: os.loadavg()[0], max: os.loadavg()[0], end: null };
const loadWatch = setInterval(() => {
  load.max = Math.max(load.max, os.loadavg()[0]);
}, 10_000);
loadWatch.unref();
const argv = process.argv.slice(2);
const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const listOption = (name, known) => {
  const value = option(name);
  if (!value) return known;
  const wanted = value.split(',');
  const unknown = wanted.filter((w) => !known.includes(w));
  if (unknown.length)
    throw new Error(`--${name}: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return wanted;
};
const faultIds = listOption(
  'only',
  FAULTS.map((f) => f.id),
);
const pathIds = listOption('paths', PATH_IDS);
const full = faultIds.length === FAULTS.length && pathIds.length === PATH_IDS.length;
const concurrency = Math.max(1, Number(process.env.FAULTS_PAGES ?? 4));

// The examples' SDK harness carries the player under test: built from the SDK's sources into a folder of
// our own, so the run tests this checkout and never a build other work on the machine is rewriting.
const EXAMPLES = path.resolve('.cache/faults/examples');
if (!argv.includes('--no-build')) {
  step('Building the examples page (vite) into .cache/faults/examples');
  const args = ['vite', 'build', '--outDir', EXAMPLES, '--emptyOutDir', '--logLevel', 'warn'];
  if ((await run('npx', args, { cwd: 'examples' })) !== 0) process.exit(1);
  // The stack also serves the web app; make one only where none exists yet.
  if (!existsSync('packages/web-app/dist/index.html')) {
    if ((await run('npm', ['run', 'build', '--silent', '-w', '@onair/web-app'])) !== 0) process.exit(1);
  }
}
if (existsSync(path.join(EXAMPLES, 'index.html'))) process.env.ONAIR_EXAMPLES_DIST = EXAMPLES;
else console.warn('⚠ no build in .cache/faults/examples: testing examples/dist as it is');

step('Starting the stack');
const stop = await startStack();
const stack = { origin: BENCH.origin, examples: BENCH.examples, viewerToken: BENCH.viewerToken };
const browser = await chromium.launch({
  executablePath: findBrowser(),
  args: [...CHROMIUM_ARGS],
});

const faultsById = new Map(FAULTS.map((f) => [f.id, f]));
const all = cases(
  FAULTS.filter((f) => faultIds.includes(f.id)),
  pathIds,
);
// The longest cases first, so the pages finish together.
const queue = all.filter((c) => !c.na).sort((a, b) => budget(b) - budget(a));
const results = all.filter((c) => c.na);
step(`Running ${queue.length} fault cases, ${concurrency} pages at a time (${results.length} do not apply)`);

function round2(n) {
  return Math.round(n * 100) / 100;
}

function budget(c) {
  const f = faultsById.get(c.fault);
  return (f.args?.ms ?? 0) + f.watchMs;
}

async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const result = await runCase(browser, stack, faultsById.get(next.fault), next.path);
    const done = { ...result, expected: next.expected };
    results.push(done);
    console.log(`${done.fault} × ${done.path}: ${cell(done)}  [${(done.tookMs / 1000).toFixed(0)} s]`);
  }
}
try {
  await Promise.all(Array.from({ length: concurrency }, worker));
} finally {
  await browser.close().catch(() => {});
  stop();
}

clearInterval(loadWatch);
load.end = os.loadavg()[0];
load.max = Math.max(load.max, load.end);

const at = new Date().toISOString();
const report = {
  at,
  commit: commitOfTree(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    node: process.version,
    browser: browser.version(),
  },
  load: { start: round2(load.start), max: round2(load.max), end: round2(load.end) },
  concurrency,
  durationMs: Date.now() - started,
  paths: pathIds,
  results: results.sort((a, b) => `${a.fault}/${a.path}`.localeCompare(`${b.fault}/${b.path}`)),
};
const verdict = runVerdict(results);

// Every run's raw results land in .cache/faults/run.json; a partial run (--only, --paths) is printed but never
// replaces the committed run and table.
mkdirSync('.cache/faults', { recursive: true });
writeFileSync('.cache/faults/run.json', stringifyRun(report));
if (full && !argv.includes('--no-write')) {
  mkdirSync('docs/reliability-runs', { recursive: true });
  const file = `docs/reliability-runs/${at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, stringifyRun(report));
  const doc = 'docs/reliability.md';
  writeDoc(doc, { ...report, file });
  console.log(`\nWrote ${file} and the table in ${doc}`);
}

console.log(
  `\n${verdict.ran - verdict.unmet.length} of ${verdict.ran} cases as the spec expects; ${verdict.hung.length} hung.`,
);
for (const r of verdict.unmet) console.log(`✗ ${r.fault} × ${r.path}: ${cell(r)}`);
process.exit(verdict.ok ? 0 : 1);
