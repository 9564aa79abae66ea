// node --test scripts/test-report/
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runErrorLines } from './run-errors.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const reporter = fileURLToPath(new URL('./run-errors-reporter.mjs', import.meta.url));

test('no errors outside tests, no lines', () => {
  assert.deepEqual(runErrorLines(null), []);
  assert.deepEqual(runErrorLines({ reason: 'passed', errors: [] }), []);
});

test('a real vitest run: an error thrown after its test passed is written and named with that test', () => {
  const dir = mkdtempSync(join(tmpdir(), 'run-errors-'));
  const file = join(dir, 'errors.json');
  writeFileSync(
    join(dir, 'planted.test.mjs'),
    `test('leaves a timer behind', async () => {
      setTimeout(() => { throw new TypeError('thrown by a timer after the test'); }, 5);
      await new Promise((resolve) => setTimeout(resolve, 30));
    });\n`,
  );
  try {
    const run = spawnSync(
      join(repo, 'node_modules/.bin/vitest'),
      ['run', '--root', dir, '--globals', '--reporter=dot', `--reporter=${reporter}`],
      { env: { ...process.env, ONAIR_VITEST_ERRORS: file, CI: '1' }, encoding: 'utf8' },
    );
    assert.equal(run.status, 1, 'vitest fails the run on the error');
    const report = JSON.parse(readFileSync(file, 'utf8'));
    assert.deepEqual(runErrorLines(report, dir), [
      `✗ 1 error(s) outside any test (vitest's "Unhandled Errors"):`,
      '  ✗ TypeError: thrown by a timer after the test (thrown while planted.test.mjs › leaves a timer behind ran)',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
