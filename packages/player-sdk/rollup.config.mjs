// Builds the SDK: the core entry (`.`), the React binding (`./react`), the custom element with its skin
// (`./element`), the iframe host library (`./embed`), the timeline rules alone (`./timeline`, for a host's
// programme guide), the diagnostics formatter and redaction rules (`./diagnostics`, which the player itself
// loads only on an error),
// with one lazily imported chunk per engine and feature (hls.js and shaka-player never land in the core chunk:
// they are bundled into their engine chunks, which is why they are devDependencies). The shared build
// (../../scripts/pack/library-build.mjs) adds declarations and the size budget gate.
import { existsSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { libraryBuild } from '../../scripts/pack/library-build.mjs';

const here = dirname(fileURLToPath(import.meta.url));

const entries = {
  index: 'src/index.ts',
  react: 'src/react/index.ts',
  element: 'src/element/index.ts',
  embed: 'src/embed/index.ts',
  timeline: 'src/timeline/rules.ts',
  diagnostics: 'src/errors/diagnostics-api.ts',
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

/**
 * @onair/redaction (the one list of secret names, a private workspace package) is TypeScript source outside this
 * package's tsconfig, which the typescript plugin does not compile: transpile it here, type-only syntax removed.
 */
function workspaceSources() {
  const root = resolve(here, '../redaction/src') + sep;
  return {
    name: 'onair-workspace-sources',
    resolveId(source, importer) {
      if (!importer?.startsWith(root) || !source.startsWith('.')) return null;
      const file = resolve(dirname(importer), `${source}.ts`);
      return existsSync(file) ? file : null;
    },
    transform(code, id) {
      if (!id.startsWith(root) || !id.endsWith('.ts')) return null;
      const out = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          verbatimModuleSyntax: true,
          sourceMap: true,
        },
      });
      return { code: out.outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map: out.sourceMapText };
    },
  };
}

export default libraryBuild({
  packageDir: here,
  input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, resolve(here, file)])),
  // React is the host's (an optional peer); the ads library is a dependency, imported only for sources with ads.
  // The one list of secret names (@onair/redaction, a private workspace package) is bundled like hls.js.
  external: (id) =>
    /^(react|react-dom)(\/|$)/.test(id) || (id.startsWith('@onair/') && id !== '@onair/redaction'),
  plugins: [shakaUmd(), workspaceSources()],
  onwarn(warning, warn) {
    // The shaka UMD references `this` at top level by design; everything else is worth seeing.
    if (warning.code === 'THIS_IS_UNDEFINED' && /shaka-player/.test(warning.id ?? '')) return;
    warn(warning);
  },
});
