#!/usr/bin/env node
/**
 * prepack/postpack of the published packages: `node ../../scripts/pack/publish-manifest.mjs prepack|postpack`.
 *
 * Why: in the workspace, `exports` carries a `source` condition that points at `./src/*.ts`, so Vite, vitest
 * and tsc use the sources without a build. The tarball ships `dist` only, so that condition would point at
 * files that are not there, and any consumer whose bundler honours a `source` condition (Parcel reads one)
 * would fail to resolve the package. We strip it at pack time rather than ship `src`: consumers get compiled
 * code and declarations only, and the tarball stays small. `scripts` go too: they name workspace files
 * (this one, rollup configs) that a consumer does not have.
 *
 * npm packs the package.json on disk after prepack and runs postpack from the manifest it read first, so
 * prepack writes the published manifest and keeps the workspace one beside it; postpack puts it back. A
 * backup left by an interrupted pack is restored before anything else, so the workspace manifest is never
 * lost.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const BACKUP = '.package.json.workspace';

/**
 * The manifest as published: the same object without `source` conditions, without `scripts`, and without the
 * `sideEffects` entries that name sources (the element's entry defines `<onair-player>` on import, in `src` for
 * the workspace and in `dist` for consumers).
 */
export function publishedManifest(pkg) {
  const { scripts: _scripts, ...rest } = pkg;
  if (Array.isArray(rest.sideEffects))
    rest.sideEffects = rest.sideEffects.filter((p) => !/^(\.\/)?src\//.test(p));
  if (rest.exports && typeof rest.exports === 'object') {
    rest.exports = Object.fromEntries(
      Object.entries(rest.exports).map(([entry, target]) => {
        if (!target || typeof target !== 'object') return [entry, target];
        const { source: _source, ...conditions } = target;
        return [entry, conditions];
      }),
    );
  }
  return rest;
}

function restore(dir) {
  const backup = join(dir, BACKUP);
  if (existsSync(backup)) renameSync(backup, join(dir, 'package.json'));
}

function main([mode], dir = process.cwd()) {
  const file = join(dir, 'package.json');
  if (mode === 'prepack') {
    restore(dir);
    const raw = readFileSync(file, 'utf8');
    writeFileSync(join(dir, BACKUP), raw);
    writeFileSync(file, `${JSON.stringify(publishedManifest(JSON.parse(raw)), null, 2)}\n`);
  } else if (mode === 'postpack') {
    restore(dir);
  } else {
    console.error('usage: publish-manifest.mjs prepack|postpack (run by npm in the package folder)');
    process.exit(2);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
