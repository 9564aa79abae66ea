// node --test scripts/structure/
// Each test plants one case in a small workspace of its own and shows the check fails on it, then passes
// once the case is fixed the way the message says.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { isTestSide } from './graph.mjs';
import { report } from './report.mjs';

/** A throw-away git work tree holding one workspace package `@t/app` (entry src/index.ts) plus `files`. */
function workspace(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'structure-'));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ name: 'root', workspaces: ['app'] }));
  write(
    'app/package.json',
    JSON.stringify({ name: '@t/app', exports: { '.': { source: './src/index.ts' } } }),
  );
  write('app/src/index.ts', "export { start } from './start';\n");
  write('app/src/start.ts', 'export function start(): number {\n  return 1;\n}\n');
  for (const [file, text] of Object.entries(files)) write(file, text);
  execFileSync('git', ['init', '-q'], { cwd: root });
  return {
    root,
    write,
    remove: (file) => rmSync(path.join(root, file)),
    check: (options) => report(root, options),
    done: () => rmSync(root, { recursive: true, force: true }),
  };
}

test('a clean workspace passes', () => {
  const ws = workspace({});
  try {
    const result = ws.check();
    assert.equal(result.ok, true, result.lines.join('\n'));
  } finally {
    ws.done();
  }
});

test('a rule only its test imports fails, and passes once the product calls it', () => {
  const ws = workspace({
    'app/src/rules.ts': 'export function needsPin(adult: boolean): boolean {\n  return adult;\n}\n',
    'app/src/rules.test.ts': "import { needsPin } from './rules';\nneedsPin(true);\n",
    'app/src/modal.ts': "import './rules';\nexport const modal = 1;\n",
    'app/src/start.ts':
      "import { modal } from './modal';\nexport function start(): number {\n  return modal;\n}\n",
  });
  try {
    const before = ws.check();
    assert.equal(before.ok, false);
    assert.deepEqual(
      before.findings.rules.map((f) => `${f.file}:${f.line} ${f.name}`),
      ['app/src/rules.ts:1 needsPin'],
    );
    assert.match(
      before.lines.join('\n'),
      /only tests import.*\n.*rules\.ts:1 needsPin \(imported by app\/src\/rules\.test\.ts\)/,
    );
    ws.write(
      'app/src/modal.ts',
      "import { needsPin } from './rules';\nexport const modal = needsPin(true) ? 1 : 0;\n",
    );
    const after = ws.check();
    assert.equal(after.ok, true, after.lines.join('\n'));
  } finally {
    ws.done();
  }
});

test('a caller through a barrel, `export *`, `import *` and `import()` counts; a rule the file itself calls is not reported', () => {
  const ws = workspace({
    'app/src/a.ts': 'export const a = 1;\nexport const b = 2;\n',
    'app/src/c.ts': 'export const c = 3;\nexport const d = 4;\n',
    'app/src/e.ts': 'export const e = 5;\n',
    'app/src/own.ts': 'export function helper(): number {\n  return 6;\n}\nexport const own = helper();\n',
    'app/src/own.test.ts': "import { helper } from './own';\nhelper();\n",
    'app/src/barrel.ts': "export { a } from './a';\nexport * from './c';\n",
    'app/src/start.ts': [
      "import { a, c } from './barrel';",
      "import * as all from './a';",
      "import { own } from './own';",
      'export async function start(): Promise<number> {',
      "  const { e } = await import('./e');",
      '  return a + c + all.b + e + own;',
      '}',
      '',
    ].join('\n'),
  });
  try {
    // `d` passes through the barrel's `export *`, but nothing imports it.
    const result = ws.check();
    assert.deepEqual(
      result.findings.unused.map((f) => `${f.file} ${f.name}`),
      ['app/src/c.ts d'],
    );
    ws.write('app/src/c.ts', 'export const c = 3;\n');
    assert.equal(ws.check().ok, true, ws.check().lines.join('\n'));
  } finally {
    ws.done();
  }
});

test('an export nothing imports fails, so does a product file nothing imports or names', () => {
  const ws = workspace({
    'app/src/start.ts':
      "import { used } from './parts';\nexport function start(): number {\n  return used;\n}\n",
    'app/src/parts.ts': 'export const used = 1;\nexport type Forgotten = { id: number };\n',
    'app/src/orphan/index.ts': "export { used } from '../parts';\n",
    'app/src/cli.ts': 'console.log(1);\n',
  });
  try {
    const before = ws.check();
    assert.deepEqual(
      before.findings.unused.map((f) => `${f.name} ${f.type}`),
      ['Forgotten true'],
    );
    assert.deepEqual(
      before.findings.unreachable.map((f) => f.file),
      ['app/src/cli.ts', 'app/src/orphan/index.ts'],
    );
    // A command a manifest names is reachable; the orphan barrel goes.
    ws.write(
      'app/package.json',
      JSON.stringify({
        name: '@t/app',
        exports: { '.': { source: './src/index.ts' } },
        scripts: { start: 'tsx src/cli.ts' },
      }),
    );
    ws.remove('app/src/orphan/index.ts');
    ws.write('app/src/parts.ts', 'export const used = 1;\n');
    const after = ws.check();
    assert.equal(after.ok, true, after.lines.join('\n'));
  } finally {
    ws.done();
  }
});

test('a test helper among product files fails as one finding; under a test folder it is test code', () => {
  const ws = workspace({
    'app/src/fake-player.ts':
      'export function fakePlayer(): number {\n  return 1;\n}\nexport const noise = 2;\n',
    'app/src/skin.test.ts': "import { fakePlayer, noise } from './fake-player';\nfakePlayer() + noise;\n",
  });
  try {
    const before = ws.check();
    assert.deepEqual(
      before.findings.helpers.map((h) => h.file),
      ['app/src/fake-player.ts'],
    );
    assert.deepEqual(before.findings.rules, []);
    ws.remove('app/src/fake-player.ts');
    ws.write(
      'app/test/fake-player.ts',
      'export function fakePlayer(): number {\n  return 1;\n}\nexport const noise = 2;\n',
    );
    ws.write(
      'app/src/skin.test.ts',
      "import { fakePlayer, noise } from '../test/fake-player';\nfakePlayer() + noise;\n",
    );
    const after = ws.check();
    assert.equal(after.ok, true, after.lines.join('\n'));
  } finally {
    ws.done();
  }
});

test('a new import cycle fails, runtime or type-only, and names one loop through it', () => {
  const ws = workspace({
    'app/src/start.ts':
      "import { b } from './b';\nimport type { T } from './t1';\nexport function start(): number {\n  const t: T = { n: b };\n  return t.n;\n}\n",
    'app/src/b.ts': "import { c } from './c';\nexport const b = 1;\nconsole.log(c);\n",
    'app/src/c.ts': "import { b } from './b';\nexport const c = (): number => b;\n",
    'app/src/t1.ts': "import type { U } from './t2';\nexport type T = { n: number; u?: U };\n",
    'app/src/t2.ts': "import type { T } from './t1';\nexport type U = { t?: T };\n",
  });
  try {
    const before = ws.check();
    assert.equal(before.ok, false);
    assert.deepEqual(
      before.findings.cycles.map((c) => `${c.kind}: ${c.loop.join(' → ')}`),
      [
        'runtime: app/src/b.ts → app/src/c.ts → app/src/b.ts',
        'type-only: app/src/t1.ts → app/src/t2.ts → app/src/t1.ts',
      ],
    );
    ws.write('app/src/c.ts', 'export const c = (): number => 1;\n');
    ws.write('app/src/t2.ts', 'export type U = { t?: number };\n');
    const after = ws.check();
    assert.equal(after.ok, true, after.lines.join('\n'));
  } finally {
    ws.done();
  }
});

test('an allowance passes exactly its finding, and fails once that finding is gone', () => {
  const cycle = {
    'app/src/start.ts': "import { b } from './b';\nexport function start(): number {\n  return b;\n}\n",
    'app/src/b.ts': "import { c } from './c';\nexport const b = 1;\nconsole.log(c);\n",
    'app/src/c.ts': "import { b } from './b';\nexport const c = (): number => b;\n",
    'app/src/rule.ts': 'export const rule = 1;\n',
    'app/src/rule.test.ts': "import { rule } from './rule';\nrule;\n",
    'app/src/mid.ts': "import './rule';\nexport const mid = 1;\n",
  };
  const ws = workspace(cycle);
  ws.write('app/src/index.ts', "export { start } from './start';\nexport { mid } from './mid';\n");
  ws.write('app/src/harness.ts', 'export const harness = 1;\n');
  ws.write('app/src/harness.test.ts', "import { harness } from './harness';\nharness;\n");
  const allowances = {
    allowedCycles: [{ files: ['app/src/c.ts', 'app/src/b.ts'] }],
    allowedUncalled: [{ file: 'app/src/rule.ts', name: 'rule' }],
    allowedHelpers: [{ file: 'app/src/harness.ts' }],
  };
  try {
    assert.equal(ws.check(allowances).ok, true, ws.check(allowances).lines.join('\n'));
    // A third file joining the loop is a different cycle: the allowance no longer covers it.
    ws.write('app/src/d.ts', "import { b } from './b';\nexport const d = b;\n");
    ws.write('app/src/c.ts', "import { d } from './d';\nexport const c = (): number => d;\n");
    const grown = ws.check(allowances);
    assert.equal(grown.ok, false);
    assert.equal(grown.findings.cycles.length, 1);
    assert.equal(grown.findings.stale.length, 1);
    // Both cases fixed: the allowances are now stale, and say so.
    ws.write('app/src/c.ts', 'export const c = (): number => 1;\n');
    ws.remove('app/src/d.ts');
    ws.write('app/src/mid.ts', "import { rule } from './rule';\nexport const mid = rule;\n");
    ws.remove('app/src/harness.ts');
    ws.write('app/test/harness.ts', 'export const harness = 1;\n');
    ws.write('app/src/harness.test.ts', "import { harness } from '../test/harness';\nharness;\n");
    const fixed = ws.check(allowances);
    assert.equal(fixed.ok, false);
    assert.match(fixed.lines.join('\n'), /allowances that match nothing any more/);
    assert.equal(fixed.findings.stale.length, 3);
    assert.equal(ws.check().ok, true);
  } finally {
    ws.done();
  }
});

/** A function of `lines` lines in all: its header, `lines - 2` statements, its closing brace. */
const functionOf = (name, lines) =>
  `export function ${name}(): number {\n${'  Math.random();\n'.repeat(lines - 2)}}\n`;

test('a function of product code over 150 lines fails; split, allowed or in a test, it passes', () => {
  const ws = workspace({
    'app/src/start.ts': `${functionOf('start', 151)}export const handler = () => {\n  return 1;\n};\n`,
  });
  try {
    const long = ws.check();
    assert.equal(long.ok, false);
    assert.deepEqual(
      long.findings.long.map((f) => `${f.file}:${f.line} ${f.name} ${f.lines}`),
      ['app/src/start.ts:1 start 151'],
    );
    assert.match(long.lines.join('\n'), /functions over 150 lines.*\n.*start\.ts:1 start \(151 lines\)/);
    // An arrow function's name is its variable's; a callback is named by what it is passed to.
    ws.write(
      'app/src/start.ts',
      `export const start = (): number => {\n${'  Math.random();\n'.repeat(150)}  return 1;\n};\n` +
        `[1].map((x) => {\n${'  Math.random();\n'.repeat(150)}  return x;\n});\n`,
    );
    assert.deepEqual(
      ws.check().findings.long.map((f) => `${f.name} ${f.lines}`),
      ['start 153', 'callback of [1].map 153'],
    );
    // Exactly 150 lines is the limit, and test files are not measured.
    ws.write('app/src/start.ts', functionOf('start', 150));
    ws.write('app/src/start.test.ts', `${functionOf('helper', 400)}helper();\n`);
    assert.equal(ws.check().ok, true, ws.check().lines.join('\n'));
  } finally {
    ws.done();
  }
});

test('an allowed long function may shrink, never grow, and its allowance goes once it is split', () => {
  const ws = workspace({ 'app/src/start.ts': functionOf('start', 200) });
  const allowedLong = [{ file: 'app/src/start.ts', name: 'start', lines: 200, reason: 'not split yet' }];
  try {
    assert.equal(ws.check({ allowedLong }).ok, true, ws.check({ allowedLong }).lines.join('\n'));
    ws.write('app/src/start.ts', functionOf('start', 180));
    assert.equal(ws.check({ allowedLong }).ok, true);
    ws.write('app/src/start.ts', functionOf('start', 201));
    const grown = ws.check({ allowedLong });
    assert.equal(grown.ok, false);
    assert.match(grown.lines.join('\n'), /start\.ts:1 start \(201 lines, allowed 200\)/);
    ws.write('app/src/start.ts', functionOf('start', 20));
    const split = ws.check({ allowedLong });
    assert.equal(split.ok, false);
    assert.match(
      split.lines.join('\n'),
      /match nothing any more.*\n.*long function app\/src\/start\.ts start/,
    );
  } finally {
    ws.done();
  }
});

test('workspace package imports resolve through the exports map; `?raw` text and binary .ts media are not code', () => {
  const ws = workspace({
    'web/package.json': JSON.stringify({ name: '@t/web' }),
    'web/src/main.ts':
      "import { start } from '@t/app';\nimport own from './main.ts?raw';\nstart();\nconsole.log(own);\n",
    'web/index.html': '<script type="module" src="/src/main.ts"></script>',
    'media/seg-0.ts': Buffer.from([0x47, 0x40, 0x00, 0x10, 0x00]).toString('latin1'),
  });
  ws.write('package.json', JSON.stringify({ name: 'root', workspaces: ['app', 'web'] }));
  try {
    const result = ws.check();
    assert.equal(result.ok, true, result.lines.join('\n'));
    assert.match(result.lines[0], /^✓ 3 source files/);
  } finally {
    ws.done();
  }
});

test('what counts as test code', () => {
  for (const file of [
    'e2e/tests/fixtures.ts',
    'packages/a/src/x.test.ts',
    'packages/a/src/x.spec.tsx',
    'packages/a/test/fake.ts',
    'packages/b/src/testing/api-fixture.ts',
    'vitest.jsdom-setup.ts',
    'scripts/faults/table.test.mjs',
  ])
    assert.equal(isTestSide(file), true, file);
  for (const file of [
    'packages/a/src/x.ts',
    'packages/a/src/latest.ts',
    'scripts/e2e.mjs',
    'packages/a/src/contest/x.ts',
  ])
    assert.equal(isTestSide(file), false, file);
});
