/**
 * `npm test`: typecheck, lint, unit tests, library builds with their size budgets, then the
 * browser tests in Debian Chromium against the real stack. Every step runs even when an earlier
 * one failed, so one run shows everything that is wrong; the exit code is non-zero if any failed.
 * The last line is the plain total: "N passed, N failed".
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findBrowser } from './find-browser.mjs';
import { startThrowawayPostgres } from './postgres-cluster.mjs';
import { run, runCollected, step } from './run.mjs';
import { playwrightCounts, tapCounts, testsUnder, vitestCounts } from './test-report/counts.mjs';
import { failedLines, failedVitestTests } from './test-report/failed.mjs';
import { flakyLines, flakyTests } from './test-report/flaky.mjs';
import { runErrorLines } from './test-report/run-errors.mjs';

const failures = [];
/** The demo backend's tests that touch the database (run twice: PGlite, then PostgreSQL). */
const POSTGRES_SUITE = [
  'accounts',
  'session',
  'db',
  'api',
  'sink',
  'packets',
  'billing',
  'profiles',
  'engagement',
  'rowsets',
  'promo',
  'money',
  'acceptance.test.ts',
].map((entry) => `packages/demo-backend/src/${entry}`);
/** Scenarios over two backend processes on one PostgreSQL (src/concurrency/, its fixture src/testing/two-instances.ts). */
const CONCURRENCY_SUITE = 'packages/demo-backend/src/concurrency';
const totals = { passed: 0, failed: 0, skipped: 0 };
/** How long each step took, printed with the summary so the 20-minute budget is watched step by step. */
const timings = [];
const startedAt = Date.now();
mkdirSync('.cache', { recursive: true });

/** Errors vitest meets outside any test are written by this reporter to the file withRunErrors names. */
const RUN_ERRORS_REPORTER = './scripts/test-report/run-errors-reporter.mjs';
function withRunErrors(file, env = {}) {
  rmSync(file, { force: true });
  return { env: { ...process.env, ...env, ONAIR_VITEST_ERRORS: file } };
}

async function check(title, cmd, args, opts) {
  step(title);
  const started = Date.now();
  const code = await run(cmd, args, opts);
  timings.push([title, Date.now() - started]);
  if (code !== 0) failures.push(`${title} (exit ${code})`);
  return code;
}

/** Runs the checks two at a time (the machine has two cores), each one's output printed whole when it ends. */
async function checkSideBySide(title, checks) {
  step(title);
  const started = Date.now();
  const queue = [...checks];
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { code, output } = await runCollected(next.cmd, next.args);
      console.log(`── ${next.title}${code === 0 ? '' : ` ✗ (exit ${code})`}`);
      if (output.trim()) console.log(output.trimEnd());
      if (code !== 0) failures.push(`${next.title} (exit ${code})`);
    }
  }
  await Promise.all([worker(), worker()]);
  timings.push([title, Date.now() - started]);
}

const projects = [
  'tsconfig.json',
  'packages/redaction',
  'packages/ads-vast',
  'packages/player-sdk',
  'packages/demo-backend',
  'packages/web-app',
  'examples',
  'e2e',
];
await checkSideBySide(
  'Typecheck (tsc, two projects at a time)',
  projects.map((project) => ({ title: `Typecheck ${project}`, cmd: 'npx', args: ['tsc', '-p', project] })),
);
await check('Lint and format (biome)', 'npx', ['biome', 'check', '.']);
// Issue 39: no export of product code that only tests import, nothing unused, no import cycle, no function
// of product code over 150 lines (scripts/structure/lengths.mjs).
await check('Structure (import graph: uncalled exports, unused files, cycles; function lengths)', 'node', [
  'scripts/structure.mjs',
]);

// Files in shuffled order, with the seed printed: the jsdom projects share one environment per worker
// (vitest.config.ts), so a suite that only passes after another would fail here; `--sequence.seed=N` replays
// an order. Tests inside a file keep their written order: several backend suites are one story told in steps.
const seed = Number(process.env.ONAIR_TEST_SEED) || Date.now() % 1_000_000;
await check(
  `Unit tests (vitest, shuffled, seed ${seed})`,
  'npx',
  [
    'vitest',
    'run',
    '--sequence.shuffle.files',
    `--sequence.seed=${seed}`,
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.cache/vitest.json',
    `--reporter=${RUN_ERRORS_REPORTER}`,
  ],
  withRunErrors('.cache/vitest-errors.json'),
);
countVitest('.cache/vitest.json');

// The demo backend's API suite once more on a real PostgreSQL server (a throw-away cluster), so the
// SQL that PGlite runs above is proven on the server an operator would use (DATABASE_URL).
step('API suite on PostgreSQL (throw-away cluster)');
let postgres = null;
try {
  postgres = await startThrowawayPostgres();
} catch (error) {
  console.error(error.message);
  failures.push('API suite on PostgreSQL (cluster did not start)');
}
if (postgres?.skip) {
  // As many skips as the suites have tests. The API suite's files just ran on PGlite, so their count is in
  // that report; the concurrency suite runs on PostgreSQL only, so its tests are listed (not run) to count them.
  const skipped = testsUnder(readJson('.cache/vitest.json'), POSTGRES_SUITE, process.cwd());
  const concurrency = await listedTests(CONCURRENCY_SUITE);
  console.log(`⚠ SKIPPED the API suite on PostgreSQL (${skipped} tests): ${postgres.skip}.`);
  console.log(`⚠ SKIPPED the concurrency suite (${concurrency ?? 'its'} tests; it runs on PostgreSQL only).`);
  totals.skipped += skipped + (concurrency ?? 1);
} else if (postgres) {
  console.log(`PostgreSQL at ${postgres.url} (${postgres.bin})`);
  rmSync('.cache/vitest-postgres.json', { force: true });
  try {
    await check(
      'API suite on PostgreSQL (vitest, DATABASE_URL)',
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'demo-backend',
        ...POSTGRES_SUITE,
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=.cache/vitest-postgres.json',
        `--reporter=${RUN_ERRORS_REPORTER}`,
      ],
      withRunErrors('.cache/vitest-postgres-errors.json', { DATABASE_URL: postgres.url }),
    );
    countVitest('.cache/vitest-postgres.json');
    // Money, codes and PINs under parallel requests spread over two backend processes on this one
    // cluster (issue 35): PGlite runs one query at a time, so these races exist only here.
    rmSync('.cache/vitest-concurrency.json', { force: true });
    await check(
      'Concurrency suite on PostgreSQL (two backend instances, parallel requests)',
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'demo-backend',
        CONCURRENCY_SUITE,
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=.cache/vitest-concurrency.json',
        `--reporter=${RUN_ERRORS_REPORTER}`,
      ],
      withRunErrors('.cache/vitest-concurrency-errors.json', { DATABASE_URL: postgres.url }),
    );
    countVitest('.cache/vitest-concurrency.json');
  } finally {
    postgres.stop();
  }
}

// The packaging and benchmark scripts carry their own tests (plain node, no browser).
await check(
  'Script tests (node --test scripts/pack scripts/bench scripts/faults scripts/test-report scripts/static scripts/structure)',
  'node',
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    '--test-reporter-destination=.cache/script-tests.tap',
    'scripts/pack/',
    'scripts/bench/',
    'scripts/faults/',
    'scripts/test-report/',
    'scripts/static/',
    'scripts/structure/',
  ],
);
countTap('.cache/script-tests.tap');

const libraries = await check('Build @onair/ads-vast and @onair/player-sdk (rollup, size budgets)', 'npm', [
  'run',
  'build',
  '-w',
  '@onair/ads-vast',
  '-w',
  '@onair/player-sdk',
]);
await check('Build the web app and the examples page (vite)', 'npm', [
  'run',
  'build',
  '-w',
  '@onair/web-app',
  '-w',
  '@onair/examples',
]);

step('Browser tests (Playwright in Chromium)');
let browser = null;
try {
  browser = findBrowser();
  console.log(`Using ${browser}`);
} catch (error) {
  console.error(error.message);
  failures.push('Browser tests (no browser)');
}
if (browser) {
  await check('Playwright', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: {
      ...process.env,
      PLAYWRIGHT_CHROMIUM_PATH: browser,
      // The pack test packs the libraries just built above instead of building them again.
      ...(libraries === 0 ? { ONAIR_PACK_SKIP_BUILD: '1' } : {}),
    },
  });
  countPlaywright('.cache/playwright.json');
}

// The operator API contract (issue 24): the checker's own tests, then every /v2 call the browser
// suites' pages made, replayed against the OpenAPI document the demo backend generates.
await check('Contract check tests (node --test scripts/contract)', 'node', [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  '--test-reporter-destination=.cache/contract-tests.tap',
  'scripts/contract/',
]);
countTap('.cache/contract-tests.tap');
if (browser)
  await check("Contract replay (npm run contract: the browser suites' /v2 calls)", 'node', [
    'scripts/contract.mjs',
  ]);

console.log('\n──────── summary ────────');
for (const [title, ms] of timings) console.log(`${formatDuration(ms).padStart(7)}  ${title}`);
console.log(`${formatDuration(Date.now() - startedAt).padStart(7)}  in all`);
if (failures.length) for (const f of failures) console.log(`✗ ${f}`);
else console.log('✓ typecheck, lint, unit, builds and browser tests all passed');
if (failures.length && totals.failed === 0) totals.failed = failures.length;
for (const file of ['.cache/vitest.json', '.cache/vitest-postgres.json', '.cache/vitest-concurrency.json'])
  for (const line of failedLines(failedVitestTests(readJson(file), process.cwd()))) console.log(line);
for (const file of [
  '.cache/vitest-errors.json',
  '.cache/vitest-postgres-errors.json',
  '.cache/vitest-concurrency-errors.json',
])
  for (const line of runErrorLines(readJson(file), process.cwd())) console.log(line);
// Passes that needed a retry are counted as passes but named, so an intermittent failure is seen.
if (browser) for (const line of flakyLines(flakyTests(readJson('.cache/playwright.json')))) console.log(line);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failures.length ? 1 : 0);

function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

function countVitest(file) {
  add(vitestCounts(readJson(file)));
}

function countTap(file) {
  if (existsSync(file)) add(tapCounts(readFileSync(file, 'utf8')));
}

function countPlaywright(file) {
  add(playwrightCounts(readJson(file)));
}

/** How many tests the files under `path` hold, listed without running them (null when vitest cannot list). */
async function listedTests(path) {
  const file = '.cache/vitest-list.json';
  rmSync(file, { force: true });
  // DATABASE_URL only lifts the config's exclusion of PostgreSQL-only files; listing connects to nothing.
  const { code } = await runCollected(
    'npx',
    ['vitest', 'list', '--project', 'demo-backend', path, `--json=${file}`],
    { env: { ...process.env, DATABASE_URL: 'postgres://listing-only.invalid/none' } },
  );
  const listed = code === 0 ? readJson(file) : null;
  return Array.isArray(listed) ? listed.length : null;
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
