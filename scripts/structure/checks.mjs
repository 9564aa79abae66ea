/**
 * Why: a rule that only its test calls passes a green run while the product does something else (issue 39:
 * `switchNeedsPin` was tested while the profiles modal asked for the PIN on its own terms), and an import
 * cycle makes load order and a module's meaning depend on who is imported first. Both are read from the
 * graph (`graph.mjs`), so the checks judge whatever files the tree holds.
 */

const PUBLIC = '(package entry)';

/** Every name a file exports, its own and those it passes on with `export *`. */
function exportNames(graph, file, seen = new Set()) {
  const node = graph.nodes.get(file);
  if (!node || seen.has(file)) return new Set();
  seen.add(file);
  const names = new Set(node.exports.keys());
  for (const entry of node.imports)
    if (entry.star && entry.target)
      for (const name of exportNames(graph, entry.target, seen)) if (name !== 'default') names.add(name);
  return names;
}

/**
 * Who uses each export: `file#name` → the set of files that import it, through any chain of re-exports.
 * A package entry's exports count as used by the package's users (`(package entry)`); `import *`,
 * `import()` and `vi.mock` count as using every export of the file.
 */
export function exportUsers(graph) {
  const users = new Map();
  const mark = (file, name, user, seen = new Set()) => {
    const node = graph.nodes.get(file);
    if (!node) return;
    const key = `${file}#${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (!users.has(key)) users.set(key, new Set());
    users.get(key).add(user);
    for (const entry of node.imports) {
      if (!entry.target) continue;
      if (entry.reexports) {
        for (const reexport of entry.reexports)
          if (reexport.as === name) mark(entry.target, reexport.from, user, seen);
      } else if (entry.star && !node.exports.has(name) && exportNames(graph, entry.target).has(name)) {
        mark(entry.target, name, user, seen);
      }
    }
  };
  const markAll = (file, user) => {
    for (const name of exportNames(graph, file)) mark(file, name, user);
  };
  for (const node of graph.nodes.values())
    for (const entry of node.imports) {
      if (!entry.target || entry.star || entry.reexports) continue;
      if (entry.all) markAll(entry.target, node.file);
      else for (const name of entry.names) mark(entry.target, name, node.file);
    }
  for (const entry of graph.entries) markAll(entry, PUBLIC);
  return users;
}

/** The files each file is imported by (any kind of import). */
export function importers(graph) {
  const out = new Map();
  for (const node of graph.nodes.values())
    for (const entry of node.imports)
      if (entry.target && entry.target !== node.file) {
        if (!out.has(entry.target)) out.set(entry.target, new Set());
        out.get(entry.target).add(node.file);
      }
  return out;
}

/**
 * Exports of product code that nothing in the product calls: `test-only` when only tests import them (the
 * tested rule without a caller), `unused` when nothing imports them at all. An export the file itself uses
 * is not reported (the keyword is then merely wider than needed), nor are the exports of a file that no
 * file imports (a command, a config, a page entry: its exports are read by a tool, not by our code).
 */
export function uncalledExports(graph) {
  const users = exportUsers(graph);
  const importedBy = importers(graph);
  const findings = [];
  for (const node of graph.nodes.values()) {
    if (node.test || !importedBy.has(node.file) || graph.entries.has(node.file)) continue;
    for (const [name, info] of node.exports) {
      if ((node.localUses.get(name) ?? 0) > 0) continue;
      const by = [...(users.get(`${node.file}#${name}`) ?? [])].filter((user) => user !== node.file);
      if (by.length === 0)
        findings.push({ kind: 'unused', file: node.file, line: info.line, name, type: info.type });
      else if (by.every((user) => graph.nodes.get(user)?.test))
        findings.push({
          kind: 'test-only',
          file: node.file,
          line: info.line,
          name,
          type: info.type,
          by: by.sort(),
        });
    }
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Strongly connected components (Tarjan) of `edges` (file → files), those that form a cycle. */
function cyclesOf(files, edges) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (start) => {
    // Iterative, so a long import chain cannot overflow the call stack.
    const work = [{ file: start, next: 0 }];
    order.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const targets = edges.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!order.has(target)) {
          order.set(target, index);
          low.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file), order.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) === order.get(frame.file)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.file);
        if (group.length > 1 || targets.includes(frame.file)) groups.push(group.sort());
      }
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return groups;
}

/** One concrete loop inside a component, for the message: a → b → … → a. */
function loopIn(group, edges) {
  const members = new Set(group);
  const start = group[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const target of edges.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = file; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * Import cycles: each group of files that import each other, with one loop through it, and whether the
 * loop holds at run time (`runtime`) or only through `import type` (`type-only`, no load-order effect but
 * the same tangle for a reader).
 */
export function importCycles(graph) {
  const all = new Map();
  const runtime = new Map();
  for (const node of graph.nodes.values()) {
    all.set(node.file, [...new Set(node.imports.filter((e) => e.target).map((e) => e.target))]);
    runtime.set(node.file, [
      ...new Set(node.imports.filter((e) => e.target && !e.typeOnly).map((e) => e.target)),
    ]);
  }
  const files = [...graph.nodes.keys()];
  const runtimeFiles = new Set(cyclesOf(files, runtime).flat());
  return cyclesOf(files, all).map((group) => {
    const inRuntime = group.filter((file) => runtimeFiles.has(file));
    const loop = inRuntime.length ? loopIn(inRuntime, runtime) : loopIn(group, all);
    return { files: group, kind: inRuntime.length ? 'runtime' : 'type-only', loop };
  });
}

/**
 * Splits the cycles into those an allowance names exactly (same set of files) and the rest; an allowance
 * that matches no cycle any more is reported too, so it is removed once the cycle is gone.
 */
export function judgeCycles(cycles, allowances) {
  const key = (files) => [...files].sort().join('\n');
  const allowed = new Map(allowances.map((allowance) => [key(allowance.files), allowance]));
  const found = new Set();
  const failing = [];
  for (const cycle of cycles) {
    const k = key(cycle.files);
    if (allowed.has(k)) found.add(k);
    else failing.push(cycle);
  }
  const stale = allowances.filter((allowance) => !found.has(key(allowance.files)));
  return { failing, stale };
}

/**
 * Product files under a package's `src/` that no file imports and no manifest, page, script or config names
 * (`src/cli.ts` in a package.json script, `/src/main.tsx` in an HTML page): code nothing can reach.
 */
export function unreachableFiles(graph) {
  const importedBy = importers(graph);
  const folders = [...graph.workspaces.values()].map((workspace) => workspace.folder);
  const findings = [];
  for (const node of graph.nodes.values()) {
    if (node.test || importedBy.has(node.file) || graph.entries.has(node.file)) continue;
    const folder = folders.find((f) => node.file.startsWith(`${f}/src/`));
    if (!folder) continue;
    const inPackage = node.file.slice(folder.length + 1);
    const named = [...graph.texts].some(
      ([file, text]) => file !== node.file && (text.includes(inPackage) || text.includes(node.file)),
    );
    if (!named) findings.push({ kind: 'unreachable', file: node.file, line: 1, name: null });
  }
  return findings;
}
