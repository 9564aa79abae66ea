/**
 * The packages a packed library really needs at install time: the bare imports of every shipped JavaScript
 * file, and of the declarations a consumer's type-check reaches from the `types` of the exports map
 * (declarations no public type leads to are never read, so what they import does not matter).
 */
import path from 'node:path';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)["']([^"'\s]+)["']/g;

/** `@scope/name/sub` → `@scope/name`, `react/jsx-runtime` → `react`; relative and `node:` specifiers → null. */
export function packageOf(specifier) {
  if (/^(\.|\/|node:|data:|https?:)/.test(specifier)) return null;
  // Minified engines hold strings that merely look like imports (`import${t}`): only npm names count.
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[^\s]*)?$/i.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

function specifiers(code) {
  return [...code.matchAll(SPECIFIER)].map((m) => m[1]);
}

/** Follows relative imports between declaration files, from the given roots. */
function reachableDeclarations(files, read, roots) {
  const available = new Set(files);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !available.has(file)) return;
    seen.add(file);
    for (const spec of specifiers(read(file))) {
      if (!spec.startsWith('.')) continue;
      const base = path.posix.join(path.posix.dirname(file), spec).replace(/\.js$/, '');
      const next = [`${base}.d.ts`, `${base}/index.d.ts`].find((c) => available.has(c));
      if (next) visit(next);
    }
  };
  for (const root of roots) visit(root.replace(/^\.\//, ''));
  return [...seen];
}

/**
 * @param {string[]} files the tarball's files
 * @param {(file: string) => string} read
 * @param {string[]} typeRoots the exports' `types` paths
 * @returns {Map<string, string>} package name → the first file that imports it
 */
export function externalImports(files, read, typeRoots) {
  const found = new Map();
  const scan = (file) => {
    for (const spec of specifiers(read(file))) {
      const name = packageOf(spec);
      if (name && !found.has(name)) found.set(name, file);
    }
  };
  for (const file of files.filter((f) => /\.m?js$/.test(f))) scan(file);
  for (const file of reachableDeclarations(files, read, typeRoots)) scan(file);
  return found;
}
