// Builds the SDK: the core entry (`.`), the React binding (`./react`), the custom element with its skin
// (`./element`), the iframe host library (`./embed`) and the timeline rules alone (`./timeline`, for a host's
// programme guide),
// with one lazily imported chunk per engine and feature (hls.js and shaka-player never land in the core chunk:
// they are bundled into their engine chunks, which is why they are devDependencies). The shared build
// (../../scripts/pack/library-build.mjs) adds declarations and the size budget gate.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { libraryBuild } from '../../scripts/pack/library-build.mjs';

const here = dirname(fileURLToPath(import.meta.url));

const entries = {
  index: 'src/index.ts',
  react: 'src/react/index.ts',
  element: 'src/element/index.ts',
  embed: 'src/embed/index.ts',
  timeline: 'src/timeline/rules.ts',
};
for (const file of Object.values(entries)) {
  // Every entry is published in package.json's exports: a missing one is a broken package, not a skip.
  if (!existsSync(resolve(here, file))) throw new Error(`rollup: the entry ${file} does not exist`);
}

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

export default libraryBuild({
  packageDir: here,
  input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, resolve(here, file)])),
  // React is the host's (an optional peer); the ads library is a dependency, imported only for sources with ads.
  external: (id) => /^(react|react-dom)(\/|$)/.test(id) || id.startsWith('@onair/'),
  plugins: [shakaUmd()],
  onwarn(warning, warn) {
    // The shaka UMD references `this` at top level by design; everything else is worth seeing.
    if (warning.code === 'THIS_IS_UNDEFINED' && /shaka-player/.test(warning.id ?? '')) return;
    warn(warning);
  },
});
