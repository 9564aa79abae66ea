/**
 * Why: a browser test that passed only on its retry counts as a pass in the totals, so an intermittent
 * failure would go unnoticed run after run. `npm test` names every such test in its closing lines, read from
 * Playwright's JSON report (a test whose status is "flaky": failed, then passed on retry).
 */

/** "file › describe › title" of every test in the report that passed only on retry, in report order. */
export function flakyTests(report) {
  const names = [];
  const walk = (suite, path) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const project = test.projectName ? ` [${test.projectName}]` : '';
        names.push([spec.file ?? suite.file ?? '?', ...here, spec.title].join(' › ') + project);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names;
}

/** The closing lines about flaky tests: none when every pass was a first-try pass. */
export function flakyLines(names) {
  if (names.length === 0) return [];
  return [`⚠ ${names.length} passed only on retry (flaky):`, ...names.map((name) => `  ~ ${name}`)];
}
