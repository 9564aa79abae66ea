// Builds @onair/ads-vast to one ESM entry (dist/index.js). @xmldom/xmldom stays external and is only reached
// through a dynamic import where no DOMParser exists, so browser bundles never load it. Declarations come
// from tsc, then scripts/size-report.mjs prints min+gzip sizes and fails the build over size-budget.json.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

function afterWrite() {
  return {
    name: 'onair-ads-after-write',
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const tsc = require.resolve('typescript/bin/tsc');
        execFileSync(
          process.execPath,
          [tsc, '-p', resolve(here, 'tsconfig.build.json'), '--emitDeclarationOnly'],
          {
            stdio: 'inherit',
          },
        );
        execFileSync(process.execPath, [resolve(here, 'scripts/size-report.mjs')], { stdio: 'inherit' });
      },
    },
  };
}

rmSync(resolve(here, 'dist'), { recursive: true, force: true });

export default {
  input: { index: resolve(here, 'src/index.ts') },
  external: (id) => id === '@xmldom/xmldom' || id.startsWith('@xmldom/'),
  plugins: [
    nodeResolve({ browser: true, exportConditions: ['source', 'import', 'default'] }),
    typescript({
      tsconfig: resolve(here, 'tsconfig.build.json'),
      declaration: false,
      declarationMap: false,
      noEmitOnError: true,
    }),
    terser({ format: { comments: false }, compress: { passes: 2 } }),
    afterWrite(),
  ],
  output: {
    dir: resolve(here, 'dist'),
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
};
