/**
 * Why: `npm test`'s last line is the plain total, so every report it sums must count what it skipped as
 * skipped, not as nothing. A node:test `{ skip }` or `todo` is a skip; a cancelled test is a failure; and the API
 * suite on PostgreSQL, when no server can run here, skips as many tests as it would have run (the same files
 * just ran on PGlite, so their count is known), not "one".
 */

/** passed / failed / skipped of a vitest JSON report (null when the run wrote none). */
export function vitestCounts(report) {
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** The tests of a vitest JSON report that live under one of `paths` (absolute, or relative to `root`). */
export function testsUnder(report, paths, root) {
  const prefixes = paths.map((p) => (p.startsWith('/') ? p : `${root.replace(/\/$/, '')}/${p}`));
  let count = 0;
  for (const file of report?.testResults ?? []) {
    const name = String(file.name ?? '');
    if (prefixes.some((prefix) => name === prefix || name.startsWith(`${prefix}/`)))
      count += (file.assertionResults ?? []).length;
  }
  return count;
}

/** passed / failed / skipped from node:test's TAP summary (`# pass`, `# fail`, `# cancelled`, `# skipped`, `# todo`). */
export function tapCounts(text) {
  const read = (label) => Number(new RegExp(`^# ${label} (\\d+)`, 'm').exec(text ?? '')?.[1] ?? 0);
  return {
    passed: read('pass'),
    failed: read('fail') + read('cancelled'),
    skipped: read('skipped') + read('todo'),
  };
}

/** passed (first try or on retry) / failed / skipped of a Playwright JSON report. */
export function playwrightCounts(report) {
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 0, skipped: 0 };
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}
