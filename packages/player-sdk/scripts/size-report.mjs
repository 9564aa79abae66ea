// Prints the min+gzip size of everything @onair/player-sdk publishes and fails when a row exceeds its budget
// in size-budget.json, when a row has no budget, or when a budget names nothing that was built. Rows:
// - one per published entry: `core` (dist/index.js and every chunk it imports statically), `react` (what
//   the React entry adds to the core; React itself is the host's), `element` (the custom element's whole
//   static closure, core included: a page that uses `<onair-player>` downloads exactly this before any
//   engine), `embed` (the iframe host library alone:
//   a partner page loads it without the player, so nothing is subtracted), `timeline-rules` (the `./timeline`
//   entry alone: a host's programme guide loads it, the player not necessarily), `diagnostics` (the
//   `./diagnostics` entry alone: a host that formats errors or shares links loads it);
// - one per lazy chunk (an engine, the timeline, the stats, the ad element…), named after the chunk without
//   its hash or `-runtime`: the chunk plus what it imports that the core does not. A new lazy chunk is a new
//   row, so it cannot ship without a budget;
// - `ads`, for information: @onair/ads-vast's own build, which the player imports only for a source with
//   ads; its budget is read from that package's size-budget.json (the single source for its numbers).
// A chunk that no entry reaches (statically or through import()) is a leftover of an older build and fails.
// The core is also measured as esbuild bundles its static closure, against the same budget (one measure, two
// readings: ../../../scripts/pack/bundle-size.mjs).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  closure,
  dynamicImports,
  esbuildClosureBytes,
  gzipFileBytes,
  jsFiles,
  staticImports,
  tsTarget,
} from '../../../scripts/pack/bundle-size.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));
const ENTRIES = {
  core: 'index.js',
  react: 'react.js',
  element: 'element.js',
  embed: 'embed.js',
  'timeline-rules': 'timeline.js',
  diagnostics: 'diagnostics.js',
};

const gzip = gzipFileBytes;

const problems = [];
const entryFiles = Object.fromEntries(Object.entries(ENTRIES).map(([row, file]) => [row, join(dist, file)]));
for (const [row, file] of Object.entries(entryFiles)) {
  if (!existsSync(file)) problems.push(`the ${row} entry ${relative(root, file)} was not built`);
}
if (problems.length > 0) {
  console.error(`size-report: ${problems.join('; ')} (run npm run build -w @onair/player-sdk)`);
  process.exit(1);
}

const core = closure(entryFiles.core);
const rows = [
  { name: 'core', files: [...core] },
  { name: 'react', files: [...closure(entryFiles.react)].filter((f) => !core.has(f)) },
  // What a plain page with `<onair-player>` loads before its engine: the core and the skin together.
  { name: 'element', files: [...closure(entryFiles.element)] },
  { name: 'embed', files: [...closure(entryFiles.embed)] },
  // A host's guide imports the rules without the player: measured alone, like the embed.
  { name: 'timeline-rules', files: [...closure(entryFiles['timeline-rules'])] },
  { name: 'diagnostics', files: [...closure(entryFiles.diagnostics)] },
];

// Every import() target in the build is a lazy chunk with a row of its own.
const chunkFiles = jsFiles(join(dist, 'chunks'));
const reachable = new Set();
const lazy = new Set();
const walk = (file) => {
  if (reachable.has(file) || !existsSync(file)) return;
  reachable.add(file);
  for (const next of staticImports(file)) walk(next);
  for (const next of dynamicImports(file)) {
    lazy.add(next);
    walk(next);
  }
};
for (const file of Object.values(entryFiles)) walk(file);
for (const file of [...lazy].sort()) {
  const name = /([\w-]+)-[\w-]{8}\.js$/.exec(file)?.[1]?.replace(/-runtime$/, '') ?? relative(dist, file);
  rows.push({ name, files: [...closure(file)].filter((f) => !core.has(f)) });
}

const adsDir = [
  join(root, 'node_modules', '@onair', 'ads-vast'),
  join(root, '..', '..', 'node_modules', '@onair', 'ads-vast'),
].find((dir) => existsSync(join(dir, 'dist', 'index.js')));
if (adsDir) {
  const adsBudget = JSON.parse(readFileSync(join(adsDir, 'size-budget.json'), 'utf8'));
  rows.push({
    name: 'ads',
    files: [join(adsDir, 'dist', 'index.js')],
    root: join(adsDir, 'dist'),
    limit: adsBudget.index,
    note: '@onair/ads-vast, budget from its size-budget.json',
  });
} else {
  console.error('size-report: @onair/ads-vast has no build (npm run build -w @onair/ads-vast): no ads row');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\n@onair/player-sdk min+gzip sizes');
console.log('row'.padEnd(16), 'min'.padStart(10), 'min+gzip'.padStart(10), 'budget'.padStart(10), '  files');
const names = new Set();
for (const row of rows) {
  if (names.has(row.name)) problems.push(`two outputs are both named "${row.name}"`);
  names.add(row.name);
  const min = row.files.reduce((sum, f) => sum + statSync(f).size, 0);
  const gz = row.files.reduce((sum, f) => sum + gzip(f), 0);
  const limit = row.limit ?? budget[row.name];
  if (typeof limit !== 'number') problems.push(`"${row.name}" has no budget in size-budget.json`);
  else if (gz > limit) problems.push(`"${row.name}" is ${kb(gz)}, over its ${kb(limit)} budget`);
  const flag = typeof limit !== 'number' ? ' NO BUDGET' : gz > limit ? ' OVER BUDGET' : '';
  const files = row.files.map((f) => relative(row.root ?? dist, f)).join(', ');
  console.log(
    row.name.padEnd(16),
    kb(min).padStart(10),
    kb(gz).padStart(10),
    (typeof limit === 'number' ? kb(limit) : 'none').padStart(10),
    `${flag}  ${files}${row.note ? ` (${row.note})` : ''}`,
  );
}
// The core read a second way (scripts/pack/bundle-size.mjs): its static closure as esbuild bundles and minifies it
// from source for the build's target. The budget holds by both readings, never by one minifier alone.
const coreBytes = rows[0].files.reduce((sum, f) => sum + gzip(f), 0);
const coreByEsbuild = await esbuildClosureBytes({
  entry: join(root, 'src/index.ts'),
  external: ['react', 'react-dom', '@onair/ads-vast'],
  target: tsTarget(join(root, 'tsconfig.build.json')),
});
console.log(
  `core static closure: ${coreBytes} B as rollup built it, ${coreByEsbuild} B as esbuild bundles it (budget ${budget.core} B)`,
);
if (coreByEsbuild > budget.core) {
  problems.push(`"core" is ${kb(coreByEsbuild)} as esbuild bundles it, over its ${kb(budget.core)} budget`);
}
for (const name of Object.keys(budget)) {
  if (!names.has(name))
    problems.push(`the budget "${name}" names no output (renamed or merged into another?)`);
}
const stale = chunkFiles.filter((f) => !reachable.has(f));
if (stale.length > 0) {
  problems.push(`chunks no entry reaches (stale build?): ${stale.map((f) => relative(dist, f)).join(', ')}`);
}
if (problems.length > 0) {
  console.error(`size-report: ${problems.join('\n size-report: ')}`);
  process.exit(1);
}
