// Prints min+gzip sizes of the core (index.js and every chunk it imports statically) and of each engine chunk
// (the chunk plus what it imports that the core does not), and fails when one exceeds size-budget.json.
import { readdirSync, readFileSync, statSync } from 'node:fs';
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
for (const file of jsFiles(join(dist, 'chunks'))) {
  const engine = /\/(hls|shaka|native)-engine-[\w-]+\.js$/.exec(file)?.[1];
  if (!engine) continue;
  rows.push({ name: `${engine}-engine`, files: [...closure(file)].filter((f) => !core.has(f)) });
}

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
  const files = row.files.map((f) => relative(dist, f)).join(', ');
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
if (failed) {
  console.error('size-report: over budget or unbudgeted chunk');
  process.exit(1);
}
