// Builds the SDK to ESM: the core entry plus one lazily imported chunk per engine (hls.js and shaka-player
// never land in the core chunk), then emits .d.ts with tsc. `scripts/size-report.mjs` checks the budgets.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

// Later issues add these entries; an entry whose source does not exist yet is skipped, not an error.
const entries = { index: 'src/index.ts', react: 'src/react/index.ts', embed: 'src/embed/index.ts' };
const input = Object.fromEntries(
  Object.entries(entries).filter(([, file]) => existsSync(resolve(here, file))),
);

/** shaka-player ships a UMD bundle only; give it a module scope with `exports` so it becomes an ES default. */
function shakaUmd() {
  const umd = /[\\/]shaka-player[\\/]dist[\\/]shaka-player\.[\w.-]+\.js$/;
  return {
    name: 'onair-shaka-umd',
    transform(code, id) {
      if (!umd.test(id)) return null;
      return { code: `var exports = {};\n${code}\nexport default exports;\n`, map: null };
    },
  };
}

/** Declarations come from tsc itself (the rollup plugin only transpiles). */
function declarations() {
  return {
    name: 'onair-declarations',
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
      },
    },
  };
}

rmSync(resolve(here, 'dist'), { recursive: true, force: true });

export default {
  input,
  external: (id) => /^(react|react-dom)(\/|$)/.test(id) || id.startsWith('@onair/'),
  plugins: [
    shakaUmd(),
    nodeResolve({ browser: true, exportConditions: ['source', 'import', 'default'] }),
    typescript({
      tsconfig: resolve(here, 'tsconfig.build.json'),
      declaration: false,
      declarationMap: false,
      noEmitOnError: true,
    }),
    terser({ format: { comments: false }, compress: { passes: 2 } }),
    declarations(),
  ],
  output: {
    dir: resolve(here, 'dist'),
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
  onwarn(warning, warn) {
    // The shaka UMD references `this` at top level by design; everything else is worth seeing.
    if (warning.code === 'THIS_IS_UNDEFINED' && /shaka-player/.test(warning.id ?? '')) return;
    warn(warning);
  },
};
