/** The closing lines about errors vitest met outside any test (run-errors-reporter.mjs): none when none. */
export function runErrorLines(report, root = '') {
  const errors = report?.errors ?? [];
  if (errors.length === 0) return [];
  const prefix = root ? `${root.replace(/\/$/, '')}/` : '';
  return [
    `✗ ${errors.length} error(s) outside any test (vitest's "Unhandled Errors"):`,
    ...errors.map((error) => {
      const where = error.testFile
        ? ` (thrown while ${String(error.testFile).replace(prefix, '')}${error.testName ? ` › ${error.testName}` : ''} ran)`
        : '';
      const message = String(error.message ?? '')
        .split('\n')
        .find((line) => line.trim());
      return `  ✗ ${error.name}: ${(message ?? '').trim().slice(0, 300)}${where}`;
    }),
  ];
}
