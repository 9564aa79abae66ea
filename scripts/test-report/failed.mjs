/**
 * Why: CI keeps only the tail of `npm test`'s output, and vitest names a failed test far above it, among
 * thousands of lines. The closing lines therefore name every failed unit test with the first line of its
 * message, read from vitest's JSON report, so a failure seen once in CI can be found and mended.
 */

/** "file › ancestors › title: first message line" of every failed test in a vitest JSON report. */
export function failedVitestTests(report, root = '') {
  const prefix = root ? `${root.replace(/\/$/, '')}/` : '';
  const names = [];
  for (const file of report?.testResults ?? []) {
    const path = String(file.name ?? '?').replace(prefix, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const title = [...(test.ancestorTitles ?? []), test.title].join(' › ');
      names.push(`${path} › ${title}${firstLine(test.failureMessages)}`);
    }
    // A file that failed to load (a syntax error, a throw at import) has no test results, only a message.
    if (file.status === 'failed' && failed.length === 0) names.push(`${path}${firstLine([file.message])}`);
  }
  return names;
}

/** The closing lines about failed unit tests: none when nothing failed. */
export function failedLines(names) {
  if (names.length === 0) return [];
  return [`✗ ${names.length} unit test(s) failed:`, ...names.map((name) => `  ✗ ${name}`)];
}

function firstLine(messages) {
  const line = String(messages?.find(Boolean) ?? '')
    .split('\n')
    .find((text) => text.trim());
  return line ? `: ${line.trim().slice(0, 300)}` : '';
}
