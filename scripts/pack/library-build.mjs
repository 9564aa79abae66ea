/**
 * The rollup build both published libraries (@onair/player-sdk, @onair/ads-vast) share, so they cannot drift
 * apart: ESM out of TypeScript, minified, entries at dist/<name>.js and shared or lazy chunks in dist/chunks;
 * then, once the files are written, declarations from tsc itself (the rollup plugin only transpiles) and the
 * package's `scripts/size-report.mjs`, which fails the build when a budget in its size-budget.json is exceeded
 * or an output has none. Each package's rollup.config.mjs says only what differs: its entries, what stays
 * external, and any extra plugin.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const require = createRequire(import.meta.url);

/** Runs after every output file is written: declarations first, then the budget gate that reads them. */
function afterWrite(packageDir) {
  return {
    name: 'onair-after-write',
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const tsc = require.resolve('typescript/bin/tsc');
        const tsconfig = resolve(packageDir, 'tsconfig.build.json');
        execFileSync(process.execPath, [tsc, '-p', tsconfig, '--emitDeclarationOnly'], { stdio: 'inherit' });
        execFileSync(process.execPath, [resolve(packageDir, 'scripts/size-report.mjs')], {
          stdio: 'inherit',
        });
      },
    },
  };
}

/**
 * @param {{
 *   packageDir: string,
 *   input: Record<string, string>,
 *   external: (id: string) => boolean,
 *   plugins?: import('rollup').Plugin[],
 *   onwarn?: import('rollup').RollupOptions['onwarn'],
 * }} options
 * @returns {import('rollup').RollupOptions}
 */
export function libraryBuild({ packageDir, input, external, plugins = [], onwarn }) {
  // A leftover chunk of an older build would be shipped (and counted) otherwise.
  rmSync(resolve(packageDir, 'dist'), { recursive: true, force: true });
  return {
    input,
    external,
    plugins: [
      ...plugins,
      nodeResolve({ browser: true, exportConditions: ['source', 'import', 'default'] }),
      typescript({
        tsconfig: resolve(packageDir, 'tsconfig.build.json'),
        declaration: false,
        declarationMap: false,
        noEmitOnError: true,
      }),
      terser({ format: { comments: false }, compress: { passes: 2 } }),
      afterWrite(packageDir),
    ],
    output: {
      dir: resolve(packageDir, 'dist'),
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash:8].js',
      sourcemap: true,
    },
    ...(onwarn ? { onwarn } : {}),
  };
}
