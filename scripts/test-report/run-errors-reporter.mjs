/**
 * Why: vitest exits 1 on an error thrown outside any test (a rejection nobody awaited, a timer firing after
 * its test ended, a worker that died). Its JSON report has no place for those, so CI's tail said "1 failed"
 * with no name at all. This reporter writes them, with the test that was running when they were thrown, to
 * the file `ONAIR_VITEST_ERRORS` names; `npm test`'s closing lines print them (run-errors.mjs).
 */
import { writeFileSync } from 'node:fs';

export default class RunErrorsReporter {
  onTestRunEnd(_modules, unhandledErrors, reason) {
    const file = process.env.ONAIR_VITEST_ERRORS;
    if (!file) return;
    writeFileSync(file, JSON.stringify({ reason, errors: (unhandledErrors ?? []).map(describe) }, null, 2));
  }
}

function describe(error) {
  return {
    name: String(error?.name ?? 'Error'),
    message: String(error?.message ?? error ?? ''),
    testFile: error?.VITEST_TEST_PATH ?? null,
    testName: error?.VITEST_TEST_NAME ?? null,
    stack: String(error?.stack ?? '')
      .split('\n')
      .slice(0, 6)
      .join('\n'),
  };
}
