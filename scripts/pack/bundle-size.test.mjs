// node --test scripts/pack/
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { closure, dynamicImports, esbuildClosureBytes, gzipBytes, kbOf, tsTarget } from './bundle-size.mjs';

function fixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
  mkdirSync(path.join(dir, 'chunks'));
  const write = (name, text) => writeFileSync(path.join(dir, name), text);
  write('index.js', 'import{a}from"./chunks/a.js";export const go=()=>import("./chunks/lazy.js");a();');
  write('chunks/a.js', 'import"./b.js";export function a(){return 1}');
  write('chunks/b.js', 'export const b=2;');
  write('chunks/lazy.js', `export const big="${'x'.repeat(5000)}";`);
  return dir;
}

test('the build reading: an entry and its static imports, never its lazy chunks', () => {
  const dir = fixture();
  const files = [...closure(path.join(dir, 'index.js'))].map((f) => path.relative(dir, f)).sort();
  assert.deepEqual(files, ['chunks/a.js', 'chunks/b.js', 'index.js']);
  assert.deepEqual(
    dynamicImports(path.join(dir, 'index.js')).map((f) => path.relative(dir, f)),
    ['chunks/lazy.js'],
  );
  assert.ok(kbOf([path.join(dir, 'index.js')]) > 0);
});

test('the esbuild reading: the source entry bundled with every import() left out', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-src-'));
  writeFileSync(
    path.join(dir, 'entry.ts'),
    'import { used } from "./used";\nexport const go = () => import("./lazy");\nexport { used };\n',
  );
  writeFileSync(path.join(dir, 'used.ts'), 'export const used = (n: number): number => n * 2;\n');
  writeFileSync(path.join(dir, 'lazy.ts'), `export const big = "${'y'.repeat(20000)}";\n`);
  const bytes = await esbuildClosureBytes({ entry: path.join(dir, 'entry.ts') });
  // The 20 000-byte lazy module is not in it (gzip would still leave ≈ 60 bytes of it).
  assert.ok(bytes > 0 && bytes < 200, `got ${bytes}`);
  assert.equal(gzipBytes(Buffer.from('')), 20);
});

test("the target is the package's tsconfig's, through extends", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-ts-'));
  writeFileSync(path.join(dir, 'base.json'), '{ "compilerOptions": { "target": "ES2022" } }');
  writeFileSync(
    path.join(dir, 'build.json'),
    '// comment\n{ "extends": "./base.json", "compilerOptions": {} }',
  );
  assert.equal(tsTarget(path.join(dir, 'build.json')), 'es2022');
});
