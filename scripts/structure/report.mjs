/** The structure check as text: what is wrong, where, and what to do about it. */
import { importCycles, importers, judgeCycles, uncalledExports, unreachableFiles } from './checks.mjs';
import { buildGraph } from './graph.mjs';
import { judgeLengths, longFunctions, MAX_FUNCTION_LINES } from './lengths.mjs';

const where = (finding) => `${finding.file}:${finding.line}`;
const shortList = (files) =>
  files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');
const label = (finding) => `${finding.type ? 'type ' : ''}${finding.name}`;

/**
 * Runs every check on the tree at `root`. A product file whose every export only tests import is one
 * finding (a test helper among product files), not one per export.
 */
export function report(
  root,
  {
    allowedCycles = [],
    allowedUncalled = [],
    allowedHelpers = [],
    allowedLong = [],
    graph = buildGraph(root),
  } = {},
) {
  const exports = uncalledExports(graph);
  const isAllowed = (f) => allowedUncalled.some((a) => a.file === f.file && a.name === f.name);
  const staleUncalled = allowedUncalled.filter(
    (a) => !exports.some((f) => f.kind === 'test-only' && f.file === a.file && f.name === a.name),
  );
  const testOnly = exports.filter((f) => f.kind === 'test-only' && !isAllowed(f));
  const unused = exports.filter((f) => f.kind === 'unused');
  const importedBy = importers(graph);
  const onlyTests = (file) => [...(importedBy.get(file) ?? [])].every((user) => graph.nodes.get(user).test);
  const helpers = [];
  const rules = [];
  for (const finding of testOnly) {
    if (!onlyTests(finding.file)) rules.push(finding);
    else if (!helpers.some((h) => h.file === finding.file))
      helpers.push({ file: finding.file, by: [...importedBy.get(finding.file)].sort() });
  }
  const isAllowedHelper = (h) => allowedHelpers.some((a) => a.file === h.file);
  const staleHelpers = allowedHelpers.filter((a) => !helpers.some((h) => h.file === a.file));
  const flaggedHelpers = helpers.filter((h) => !isAllowedHelper(h));
  const unreachable = unreachableFiles(graph);
  const cycles = judgeCycles(importCycles(graph), allowedCycles);
  const lengths = judgeLengths(longFunctions(graph), allowedLong);
  const lines = [];
  const section = (title, items, line) => {
    if (!items.length) return;
    lines.push(`✗ ${title} (${items.length}):`);
    for (const item of items) lines.push(`    ${line(item)}`);
  };
  section(
    'exports of product code that only tests import — call the rule from the product, or delete it with its test',
    rules,
    (f) => `${where(f)} ${label(f)} (imported by ${shortList(f.by)})`,
  );
  section(
    'test helpers among product files (only tests import them) — move them into a test/ or testing/ folder',
    flaggedHelpers,
    (h) => `${h.file} (imported by ${shortList(h.by)})`,
  );
  section('exports nothing imports — drop the export, or the code', unused, (f) => `${where(f)} ${label(f)}`);
  section(
    'product files nothing imports or names — delete them, or wire them in',
    unreachable,
    (f) => f.file,
  );
  section(
    'import cycles — move what both sides need into a module of its own',
    cycles.failing,
    (c) => `${c.kind} (${c.files.length} files): ${c.loop.join(' → ')}`,
  );
  section(
    `functions over ${MAX_FUNCTION_LINES} lines — split them into small attachers or route tables`,
    lengths.failing,
    (f) => `${where(f)} ${f.name} (${f.lines} lines)`,
  );
  section(
    'allowed long functions that grew — split them, never raise the allowance',
    lengths.grown,
    (f) => `${where(f)} ${f.name} (${f.lines} lines, allowed ${f.allowed})`,
  );
  section(
    'allowances that match nothing any more — delete them from scripts/structure/allowances.mjs',
    [
      ...cycles.stale.map((a) => `cycle ${a.files.join(', ')}`),
      ...staleUncalled.map((a) => `${a.file} ${a.name}`),
      ...staleHelpers.map((a) => `helper ${a.file}`),
      ...lengths.stale.map((a) => `long function ${a.file} ${a.name}`),
    ],
    (text) => text,
  );
  const ok = lines.length === 0;
  if (ok) {
    const allowed =
      allowedCycles.length + allowedUncalled.length + allowedHelpers.length + allowedLong.length;
    lines.push(
      `✓ ${graph.nodes.size} source files: no export only tests import, nothing unused, no import cycle, ` +
        `no function over ${MAX_FUNCTION_LINES} lines` +
        (allowed
          ? ` (${allowed} known case${allowed === 1 ? '' : 's'} allowed for now: scripts/structure/allowances.mjs)`
          : ''),
    );
  }
  return {
    ok,
    lines,
    findings: {
      rules,
      helpers: flaggedHelpers,
      unused,
      unreachable,
      cycles: cycles.failing,
      long: lengths.failing,
      grown: lengths.grown,
      stale: [...cycles.stale, ...staleUncalled, ...staleHelpers, ...lengths.stale],
    },
  };
}
