// Builds @onair/ads-vast to one ESM entry (dist/index.js) with the shared library build
// (../../scripts/pack/library-build.mjs: declarations, then the size budget gate). @xmldom/xmldom stays
// external and is only reached through a dynamic import where no DOMParser exists, so browser bundles never
// load it.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { libraryBuild } from '../../scripts/pack/library-build.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default libraryBuild({
  packageDir: here,
  input: { index: resolve(here, 'src/index.ts') },
  external: (id) => id === '@xmldom/xmldom' || id.startsWith('@xmldom/'),
});
