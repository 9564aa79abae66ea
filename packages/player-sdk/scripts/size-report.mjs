// Prints min+gzip sizes of the core (index.js and every chunk it imports statically), of each lazy chunk (an
// engine, the timeline, the stats: the chunk plus what it imports that the core does not), of the React entry
// (without React itself, which is external) and of the ads library the player imports on demand
// (`@onair/ads-vast`'s own build), and fails when one exceeds size-budget.json. A chunk no entry reaches is a
// leftover of an older build: it fails the report rather than being counted or ignored.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));

const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Static imports only: `import("…")` is a lazy chunk and is deliberately not followed. */
function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    found.add(resolve(dirname(file), match[1]));
  }
  return [...found];
}

function dynamicImports(file) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) =>
    resolve(dirname(file), m[1]),
  );
}

function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of staticImports(file)) closure(next, seen);
  return seen;
}

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

const core = closure(join(dist, 'index.js'));
const rows = [{ name: 'core', files: [...core] }];
const LAZY =
  /\/(hls-engine|shaka-engine|native-engine|timeline-runtime|stats-runtime|ad-runtime)-[\w-]+\.js$/;
const chunkFiles = jsFiles(join(dist, 'chunks'));
for (const file of chunkFiles) {
  const lazy = LAZY.exec(file)?.[1];
  if (!lazy) continue;
  rows.push({ name: lazy.replace('-runtime', ''), files: [...closure(file)].filter((f) => !core.has(f)) });
}
const reactEntry = join(dist, 'react.js');
if (existsSync(reactEntry)) {
  rows.push({ name: 'react', files: [...closure(reactEntry)].filter((f) => !core.has(f)) });
}
const adsEntry = join(root, 'node_modules', '@onair', 'ads-vast', 'dist', 'index.js');
const adsFallback = join(root, '..', '..', 'node_modules', '@onair', 'ads-vast', 'dist', 'index.js');
const ads = [adsEntry, adsFallback].find((f) => existsSync(f));
if (ads) rows.push({ name: 'ads', files: [ads], root: dirname(ads) });
else console.error('size-report: @onair/ads-vast has no build (npm run build -w @onair/ads-vast)');

// Every chunk must be reachable from an entry (statically or through import()): otherwise it is stale.
const reachable = new Set();
const walk = (file) => {
  if (reachable.has(file) || !existsSync(file)) return;
  reachable.add(file);
  for (const next of [...staticImports(file), ...dynamicImports(file)]) walk(next);
};
for (const entry of ['index.js', 'react.js', 'embed.js']) walk(join(dist, entry));
const stale = chunkFiles.filter((f) => !reachable.has(f));

let failed = false;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  'chunk'.padEnd(16),
  'min'.padStart(10),
  'min+gzip'.padStart(10),
  'budget'.padStart(10),
  '  files',
);
for (const row of rows) {
  const min = row.files.reduce((sum, f) => sum + statSync(f).size, 0);
  const gz = row.files.reduce((sum, f) => sum + gzip(f), 0);
  const limit = budget[row.name];
  const over = typeof limit === 'number' && gz > limit;
  if (over || typeof limit !== 'number') failed = true;
  const files = row.files.map((f) => relative(row.root ?? dist, f)).join(', ');
  console.log(
    row.name.padEnd(16),
    kb(min).padStart(10),
    kb(gz).padStart(10),
    (typeof limit === 'number' ? kb(limit) : 'none').padStart(10),
    over ? ' OVER BUDGET' : '',
    ` ${files}`,
  );
}
for (const name of Object.keys(budget)) {
  if (!rows.some((r) => r.name === name)) {
    console.error(`size-report: no chunk for budget "${name}" (was an engine merged into the core?)`);
    failed = true;
  }
}
if (stale.length > 0) {
  console.error(
    `size-report: chunks no entry imports (stale build?): ${stale.map((f) => relative(dist, f)).join(', ')}`,
  );
  failed = true;
}
if (failed) {
  console.error('size-report: over budget or unbudgeted chunk');
  process.exit(1);
}
