// node --test scripts/test-report/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedLines, failedVitestTests } from './failed.mjs';

const report = {
  testResults: [
    {
      name: '/repo/packages/a/x.test.ts',
      status: 'failed',
      assertionResults: [
        { title: 'keeps going', ancestorTitles: [], status: 'passed', failureMessages: [] },
        {
          title: 'answers 429',
          ancestorTitles: ['rate limits'],
          status: 'failed',
          failureMessages: ['\nAssertionError: expected 200 to be 429\n    at x.test.ts:10'],
        },
      ],
    },
    {
      name: '/repo/packages/b/y.test.ts',
      status: 'failed',
      message: 'SyntaxError: Unexpected token',
      assertionResults: [],
    },
    {
      name: '/repo/packages/c/z.test.ts',
      status: 'passed',
      assertionResults: [{ title: 'ok', status: 'passed' }],
    },
  ],
};

test('names each failed test with its file, describe path and first message line', () => {
  assert.deepEqual(failedVitestTests(report, '/repo'), [
    'packages/a/x.test.ts › rate limits › answers 429: AssertionError: expected 200 to be 429',
    'packages/b/y.test.ts: SyntaxError: Unexpected token',
  ]);
});

test('nothing failed, or no report, gives no lines', () => {
  assert.deepEqual(failedVitestTests({ testResults: [report.testResults[2]] }), []);
  assert.deepEqual(failedVitestTests(null), []);
  assert.deepEqual(failedLines([]), []);
  assert.deepEqual(failedLines(['a.test.ts › x']), ['✗ 1 unit test(s) failed:', '  ✗ a.test.ts › x']);
});
