/**
 * The project's one bundle-size measure (issues 38 and 39): what a page downloads for a published piece, min+gzip
 * at level 9. Two readings of the same thing, both held to the same budget:
 * - the build's own: an entry's file and every chunk it imports statically (a lazy `import()` is not followed),
 *   read from rollup's output (`closure`, `kbOf`); the SDK's size report and the benchmark's size table use it;
 * - a second bundler's: esbuild bundles the entry's source with every `import()` left out and the host's peers
 *   external, minified for the package's own target (`esbuildClosureBytes`) — the static closure as another tool
 *   minifies it, so a budget met only through one minifier's luck is not met.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipBytes = (data) => gzipSync(data, { level: 9 }).length;
export const gzipFileBytes = (file) => gzipBytes(readFileSync(file));
export const kbOf = (files) => files.reduce((sum, f) => sum + gzipFileBytes(f), 0) / 1024;

const STATIC = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC = /import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
const importsOf = (file, re) =>
  [...readFileSync(file, 'utf8').matchAll(re)].map((m) => path.resolve(path.dirname(file), m[1]));

/** Relative static imports of a built file. */
export const staticImports = (file) => importsOf(file, STATIC);
/** Relative `import()` targets of a built file: the lazy chunks it may load. */
export const dynamicImports = (file) => importsOf(file, DYNAMIC);

/** The file and everything it imports statically (a lazy `import()` is not followed). */
export function closure(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const next of staticImports(file)) closure(next, seen);
  return seen;
}

/** Every .js file under `dir`, recursively. */
export function jsFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => f.endsWith('.js') && statSync(f).isFile());
}

/**
 * min+gzip (level 9) bytes of `entry`'s static closure bundled by esbuild: one minified ESM file, every
 * `import()` external (a lazy chunk is not in the closure), `external` left out (the host's React, a dependency
 * loaded on demand), source files read through `conditions`, syntax lowered to `target`.
 */
export async function esbuildClosureBytes({
  entry,
  external = [],
  conditions = ['source'],
  target = 'es2022',
}) {
  const { build } = await import('esbuild');
  const lazy = {
    name: 'lazy-chunks-out',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
      );
    },
  };
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    platform: 'browser',
    target,
    conditions,
    external,
    plugins: [lazy],
    logLevel: 'silent',
  });
  return gzipBytes(result.outputFiles[0].contents);
}

/** The `target` of a tsconfig (lower-cased, as esbuild names it), following one `extends`; es2022 if none. */
export function tsTarget(tsconfigFile) {
  const read = (file) => JSON.parse(readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, ''));
  const config = read(tsconfigFile);
  const own = config.compilerOptions?.target;
  if (own) return String(own).toLowerCase();
  if (typeof config.extends === 'string') {
    const parent = path.resolve(path.dirname(tsconfigFile), config.extends);
    if (existsSync(parent)) return tsTarget(parent);
  }
  return 'es2022';
}
