// Prints min+gzip sizes of the ads library and fails when one exceeds size-budget.json (the single source of
// this package's budgets; the player's size report reads "index" from here for its ads row):
// - "index": dist/index.js as built (everything: parser, resolver, tracker, roll runner, IMA adapter);
// - "core": what a player that only parses, resolves and tracks pulls in (issue 5 target ≤ 12 KB gzip),
//   measured by bundling those three exports alone, tree-shaken and minified like the real build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));
const gzip = (code) => gzipSync(Buffer.from(code), { level: 9 }).length;

async function coreSize() {
  const entry = '\0ads-core-entry';
  const bundle = await rollup({
    input: entry,
    external: (id) => id.startsWith('@xmldom/'),
    plugins: [
      {
        name: 'core-entry',
        resolveId: (id) => (id === entry ? entry : null),
        load: (id) =>
          id === entry
            ? `export { parseVast, resolveVast, createTracker } from ${JSON.stringify(join(root, 'src/index.ts'))};`
            : null,
      },
      nodeResolve({ browser: true }),
      typescript({
        tsconfig: join(root, 'tsconfig.build.json'),
        declaration: false,
        declarationMap: false,
        outDir: undefined,
      }),
      terser({ format: { comments: false }, compress: { passes: 2 } }),
    ],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output.filter((chunk) => chunk.type === 'chunk').reduce((sum, chunk) => sum + gzip(chunk.code), 0);
}

const indexFile = join(root, 'dist/index.js');
if (!existsSync(indexFile)) {
  console.error('size-report: dist/index.js is missing, run `npm run build -w @onair/ads-vast` first');
  process.exit(1);
}
const rows = [
  ['index (all of @onair/ads-vast)', gzip(readFileSync(indexFile)), budget.index],
  ['core (parseVast + resolveVast + createTracker)', await coreSize(), budget.core],
];
// The build has one entry; a chunk beside it (a future lazy split) would ship without a budget.
const chunksDir = join(root, 'dist/chunks');
const chunks = existsSync(chunksDir) ? readdirSync(chunksDir).filter((f) => f.endsWith('.js')) : [];
const unknownBudgets = Object.keys(budget).filter((name) => !['index', 'core'].includes(name));
let over = chunks.length > 0 || unknownBudgets.length > 0;
if (chunks.length > 0) console.error(`size-report: chunks without a budget: ${chunks.join(', ')}`);
if (unknownBudgets.length > 0)
  console.error(`size-report: budgets naming no output: ${unknownBudgets.join(', ')}`);
console.log('\n@onair/ads-vast min+gzip sizes');
for (const [name, size, limit] of rows) {
  const flag = size > limit ? 'OVER BUDGET' : 'ok';
  if (size > limit) over = true;
  console.log(
    `  ${name.padEnd(48)} ${(size / 1024).toFixed(2).padStart(6)} KB  (budget ${(limit / 1024).toFixed(2)} KB) ${flag}`,
  );
}
if (over) process.exit(1);
