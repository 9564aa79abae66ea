// `node --test scripts/pack/`: the pack checks catch what they promise to catch, on made-up packages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPackage } from './check-package.mjs';
import { externalImports, packageOf } from './external-imports.mjs';
import { publishedManifest } from './publish-manifest.mjs';

const good = {
  name: '@onair/demo',
  type: 'module',
  types: './dist/index.d.ts',
  sideEffects: false,
  exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
  dependencies: { '@onair/ads-vast': '0.1.0' },
};
const goodFiles = {
  'package.json': '{}',
  'dist/index.js': 'import{a as b}from"./chunks/c-12345678.js";const x=()=>import("@onair/ads-vast");',
  'dist/chunks/c-12345678.js': 'export const a=1;',
  'dist/index.d.ts': "export type { T } from './types';",
  'dist/types.d.ts': "import type { R } from '@onair/ads-vast';\nexport type T = R;",
  'dist/internal.d.ts': "import type { Emitter } from 'mitt';",
};
const check = (pkg, files) =>
  checkPackage(pkg, Object.keys(files), { entries: ['.'], reactPeer: false }, (f) => files[f] ?? '');

test('a well-formed package has no problems', () => {
  assert.deepEqual(check(good, goodFiles).problems, []);
});

test('a bundled dependency, an undeclared import and a left-over source condition are problems', () => {
  const pkg = {
    ...good,
    exports: { '.': { ...good.exports['.'], source: './src/index.ts' } },
    dependencies: { 'hls.js': '1.7.4' },
  };
  const problems = check(pkg, goodFiles).problems.join('\n');
  assert.match(problems, /source → \.\/src\/index\.ts is not in the tarball/);
  assert.match(problems, /the dependency hls\.js is imported by no shipped file/);
  assert.match(problems, /imports @onair\/ads-vast, which is not a dependency/);
});

test('test helpers and sources in the tarball are problems', () => {
  const files = { ...goodFiles, 'dist/react/fake-player.d.ts': '', 'dist/x.test.js': '', 'src/index.ts': '' };
  const problems = check(good, files).problems.join('\n');
  assert.match(problems, /ships dist\/react\/fake-player\.d\.ts/);
  assert.match(problems, /ships dist\/x\.test\.js/);
  assert.match(problems, /ships src\/index\.ts/);
});

test('declarations no public type reaches do not count as imports', () => {
  const found = externalImports(Object.keys(goodFiles), (f) => goodFiles[f] ?? '', ['./dist/index.d.ts']);
  assert.deepEqual([...found.keys()].sort(), ['@onair/ads-vast']);
  assert.equal(packageOf('react/jsx-runtime'), 'react');
  assert.equal(packageOf('@scope/name/sub'), '@scope/name');
  assert.equal(packageOf('./local'), null);
  assert.equal(packageOf(['$', '{t}'].join('')), null); // minified code's look-alike of an import
});

test('the published manifest drops source conditions and scripts, and keeps the rest', () => {
  const workspace = {
    ...good,
    exports: { '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' } },
    scripts: { prepack: 'node ../../scripts/pack/publish-manifest.mjs prepack' },
  };
  const published = publishedManifest(workspace);
  assert.deepEqual(published.exports, good.exports);
  assert.equal(published.scripts, undefined);
  assert.deepEqual(published.dependencies, good.dependencies);
  assert.equal(workspace.exports['.'].source, './src/index.ts', 'the input is not mutated');
});

test('the published manifest keeps only the side-effect entries that name shipped files', () => {
  const workspace = { ...good, sideEffects: ['./src/element/index.ts', './dist/element.js'] };
  assert.deepEqual(publishedManifest(workspace).sideEffects, ['./dist/element.js']);
  assert.equal(publishedManifest(good).sideEffects, false);
  assert.deepEqual(workspace.sideEffects, ['./src/element/index.ts', './dist/element.js'], 'not mutated');
});
