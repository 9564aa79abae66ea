// node --test scripts/test-report/
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { playwrightCounts, tapCounts, testsUnder, vitestCounts } from './counts.mjs';

test('node:test skips and todos are counted as skipped, cancelled tests as failed (a real TAP report)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'counts-'));
  try {
    const file = path.join(dir, 'planted.test.mjs');
    writeFileSync(
      file,
      [
        "import { test } from 'node:test';",
        "test('passes', () => {});",
        "test('skipped', { skip: 'not here' }, () => {});",
        "test('to do', { todo: true }, () => {});",
        "test('fails', () => { throw new Error('no'); });",
        '',
      ].join('\n'),
    );
    // Without the parent runner's NODE_TEST_CONTEXT, the child prints plain TAP as npm test's run does.
    const { NODE_TEST_CONTEXT: _parent, ...env } = process.env;
    const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', file], {
      encoding: 'utf8',
      env,
    });
    assert.deepEqual(tapCounts(run.stdout), { passed: 1, failed: 1, skipped: 2 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a TAP summary with cancelled tests counts them as failures', () => {
  const text = '# tests 4\n# suites 0\n# pass 2\n# fail 0\n# cancelled 1\n# skipped 1\n# todo 0\n';
  assert.deepEqual(tapCounts(text), { passed: 2, failed: 1, skipped: 1 });
  assert.deepEqual(tapCounts(''), { passed: 0, failed: 0, skipped: 0 });
});

test('a suite that cannot run counts the tests it would have run, from the report of the same files', () => {
  const root = '/repo';
  const report = {
    testResults: [
      { name: '/repo/packages/b/src/accounts/a.test.ts', assertionResults: [{}, {}, {}] },
      { name: '/repo/packages/b/src/accounts-extra/b.test.ts', assertionResults: [{}] },
      { name: '/repo/packages/b/src/acceptance.test.ts', assertionResults: [{}, {}] },
      { name: '/repo/packages/b/src/media/c.test.ts', assertionResults: [{}] },
    ],
  };
  const suite = ['packages/b/src/accounts', 'packages/b/src/acceptance.test.ts'];
  assert.equal(testsUnder(report, suite, root), 5);
  assert.equal(testsUnder(null, suite, root), 0);
});

test('vitest and Playwright totals', () => {
  assert.deepEqual(
    vitestCounts({ numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 }),
    { passed: 5, failed: 1, skipped: 3 },
  );
  assert.deepEqual(vitestCounts(null), { passed: 0, failed: 0, skipped: 0 });
  assert.deepEqual(playwrightCounts({ stats: { expected: 10, flaky: 1, unexpected: 2, skipped: 3 } }), {
    passed: 11,
    failed: 2,
    skipped: 3,
  });
});
