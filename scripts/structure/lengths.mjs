/**
 * Why: a 250-line controller or route registration hides several concerns in one closure, and a newcomer
 * cannot find a rule in it (issue 39, "Shape"). The house model is the Video.js v10 feature: a small attacher
 * with its own state, 50–150 lines. So every function of product code (a package's `src/`, tests aside) is
 * measured from its first to its last line, nested functions included in their parent's length.
 */
import ts from 'typescript';

/** The longest a function of product code may run, in lines (the guide's 50–150-line attacher). */
export const MAX_FUNCTION_LINES = 150;

/** A product file whose functions are measured: TypeScript under a workspace package's `src/`, not a test. */
function isMeasured(node, folders) {
  return (
    !node.test &&
    /\.(?:[cm]?ts|tsx)$/.test(node.file) &&
    folders.some((folder) => node.file.startsWith(`${folder}/src/`))
  );
}

/** The name a reader would search for: the function's own, its variable's, its property's, or its caller's. */
function nameOf(fn, source) {
  if (fn.name) return fn.name.getText(source);
  const parent = fn.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source).replace(/\s+/g, '');
    // `const useX = memo(function …)` and `forwardRef(…)`: the variable is the name.
    if (ts.isVariableDeclaration(parent.parent)) return parent.parent.name.getText(source);
    return `callback of ${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee}`;
  }
  if (ts.isExportAssignment(parent)) return 'default';
  return '(anonymous)';
}

/** Every function in `text` longer than `limit` lines: `{ file, line, name, lines }`. */
export function longFunctionsIn(file, text, limit = MAX_FUNCTION_LINES) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : undefined;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      const lines = last - first + 1;
      if (lines > limit) found.push({ file, line: first + 1, name: nameOf(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The long functions of the graph's product files, longest first. */
export function longFunctions(graph, limit = MAX_FUNCTION_LINES) {
  const folders = [...graph.workspaces.values()].map((workspace) => workspace.folder);
  const found = [];
  for (const node of graph.nodes.values())
    if (isMeasured(node, folders))
      found.push(...longFunctionsIn(node.file, graph.texts.get(node.file), limit));
  return found.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

/**
 * Splits the long functions into those an allowance names (same file and name) and has not grown past, and
 * the rest; an allowance that matches nothing is stale, so the list only shrinks. An allowance names the
 * length it was measured at: a listed function that grows fails as well.
 */
export function judgeLengths(found, allowances) {
  const failing = [];
  const grown = [];
  const used = new Set();
  for (const finding of found) {
    const allowance = allowances.find((a) => a.file === finding.file && a.name === finding.name);
    if (!allowance) failing.push(finding);
    else {
      used.add(allowance);
      if (finding.lines > allowance.lines) grown.push({ ...finding, allowed: allowance.lines });
    }
  }
  const stale = allowances.filter((a) => !used.has(a));
  return { failing, grown, stale };
}
