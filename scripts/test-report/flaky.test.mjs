// node --test scripts/test-report/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { flakyLines, flakyTests } from './flaky.mjs';

const spec = (title, status, file = 'web-session.spec.ts') => ({
  title,
  file,
  tests: [{ projectName: '', status }],
});

const report = {
  suites: [
    {
      title: 'web-session.spec.ts',
      file: 'web-session.spec.ts',
      specs: [spec('guest session starts', 'expected'), spec('token refresh', 'flaky')],
      suites: [
        {
          title: 'sign-in',
          file: 'web-session.spec.ts',
          specs: [spec('wrong password', 'flaky'), spec('locked account', 'unexpected')],
        },
      ],
    },
    { title: 'smoke.spec.ts', file: 'smoke.spec.ts', specs: [spec('stack up', 'skipped', 'smoke.spec.ts')] },
  ],
};

test('names every test that passed only on retry, with its file and describe titles', () => {
  assert.deepEqual(flakyTests(report), [
    'web-session.spec.ts › token refresh',
    'web-session.spec.ts › sign-in › wrong password',
  ]);
});

test('a failed, skipped or first-try pass is not flaky; a missing report has none', () => {
  assert.deepEqual(flakyTests({ suites: [report.suites[1]] }), []);
  assert.deepEqual(flakyTests(null), []);
});

test('closing lines: nothing when none, else the count then one name a line', () => {
  assert.deepEqual(flakyLines([]), []);
  assert.deepEqual(flakyLines(['a.spec.ts › x']), ['⚠ 1 passed only on retry (flaky):', '  ~ a.spec.ts › x']);
});
