/**
 * Why: "a rule the product never calls" and "an import cycle" are facts of the import graph, so the check
 * reads the graph of the tree as it is (every tracked or new, not ignored, source file), not a list kept by
 * hand that a new file would escape. The TypeScript parser reads each file alone (no type checking): what a
 * file exports, which names it imports from which file, and where it uses its own exports.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const DECLARATION = /\.d\.[cm]?ts$/;
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx', '.cjs'];

/** Source files of the tree: tracked plus new ones that git does not ignore (so dist/ and node_modules stay out). */
export function listSources(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((file) => file && SOURCE.test(file) && !DECLARATION.test(file))
    .filter((file) => existsSync(path.join(root, file)) && !isBinary(path.join(root, file)))
    .sort();
}

/** MPEG-TS media segments share the `.ts` extension with TypeScript; a NUL byte tells them apart. */
function isBinary(file) {
  const head = readFileSync(file).subarray(0, 4096);
  return head.includes(0);
}

/** Files a tool reads by name rather than by import: manifests, HTML pages, CI and config text. */
export function listReferenceTexts(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((file) => /(?:^|\/)(?:package\.json|[^/]+\.html|[^/]+\.ya?ml)$|^\.ci\//.test(file))
    .filter((file) => existsSync(path.join(root, file)));
}

/**
 * A file that exists for the tests: a test or spec file, the vitest set-up, or anything in the e2e workspace
 * or in a folder named test, tests, testing or __tests__. Every other file is product code (including the
 * scripts and the media generators, which the product's commands run).
 */
export function isTestSide(file) {
  const base = path.posix.basename(file);
  if (/\.(?:test|spec)\.[cm]?[jt]sx?$/.test(base) || base.startsWith('vitest.')) return true;
  return file.split('/').some((part, i, parts) => {
    if (i === parts.length - 1) return false;
    return (i === 0 && part === 'e2e') || ['test', 'tests', 'testing', '__tests__'].includes(part);
  });
}

/** The workspace packages: name → folder and the source file behind each entry of its `exports` map. */
export function readWorkspaces(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages = new Map();
  for (const folder of manifest.workspaces ?? []) {
    const file = path.join(root, folder, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const entries = new Map();
    const target = (value) => {
      if (typeof value === 'string') return value;
      if (value && typeof value === 'object') return value.source ?? value.import ?? value.default ?? null;
      return null;
    };
    if (pkg.exports && typeof pkg.exports === 'object' && !Array.isArray(pkg.exports)) {
      const keys = Object.keys(pkg.exports);
      if (keys.some((key) => key.startsWith('.'))) {
        for (const key of keys) entries.set(key, target(pkg.exports[key]));
      } else entries.set('.', target(pkg.exports));
    } else if (typeof pkg.exports === 'string') entries.set('.', pkg.exports);
    if (!entries.has('.') && pkg.main) entries.set('.', pkg.main);
    const resolved = new Map();
    for (const [key, value] of entries) {
      if (!value) continue;
      resolved.set(key, path.posix.normalize(path.posix.join(folder, value)));
    }
    packages.set(pkg.name, { folder, entries: resolved });
  }
  return packages;
}

function isTypeOnlyImport(clause) {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  if (clause.name || !bindings || !ts.isNamedImports(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function hasExportModifier(node) {
  return (
    ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function hasDefaultModifier(node) {
  return (
    ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
  );
}

function bindingNames(name, out = []) {
  if (ts.isIdentifier(name)) out.push(name);
  else
    for (const element of name.elements)
      if (!ts.isOmittedExpression(element)) bindingNames(element.name, out);
  return out;
}

/** `a.name`, `{ name: … }`, `name() {}` and `export { name }`: a name in these places is not a use of a binding. */
function isPropertyName(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isExportSpecifier(parent)) return true;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === node;
  if (ts.isQualifiedName(parent)) return parent.right === node;
  if (
    ts.isPropertyAssignment(parent) ||
    ts.isPropertySignature(parent) ||
    ts.isPropertyDeclaration(parent) ||
    ts.isMethodDeclaration(parent) ||
    ts.isMethodSignature(parent) ||
    ts.isGetAccessorDeclaration(parent) ||
    ts.isSetAccessorDeclaration(parent) ||
    ts.isEnumMember(parent) ||
    ts.isJsxAttribute(parent)
  )
    return parent.name === node;
  return false;
}

const CALLS_OF_A_FILE = new Set(['require', 'mock', 'doMock', 'importActual', 'importMock', 'unmock']);

/**
 * One file read alone: its exports (name → line and kind), its imports (specifier, the names it takes, or
 * all of them for `import *`, `import()` and `export *`), and the identifiers it uses, to tell an export the
 * file itself calls from one nobody calls.
 */
export function parseSource(file, text) {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.jsx')
      ? ts.ScriptKind.JSX
      : undefined;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const exports = new Map();
  const imports = [];
  const declarationNames = new Set();
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const addExport = (name, node, type) => {
    if (!exports.has(name)) exports.set(name, { line: lineOf(node), type });
  };

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly = isTypeOnlyImport(clause);
      const names = [];
      let all = false;
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) all = true;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      imports.push({
        specifier: statement.moduleSpecifier.text,
        names,
        all,
        typeOnly,
        line: lineOf(statement),
      });
      continue;
    }
    if (ts.isExportDeclaration(statement)) {
      const typeOnly = statement.isTypeOnly;
      const clause = statement.exportClause;
      if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const specifier = statement.moduleSpecifier.text;
        if (!clause) {
          imports.push({ specifier, names: [], all: false, star: true, typeOnly, line: lineOf(statement) });
        } else if (ts.isNamespaceExport(clause)) {
          addExport(clause.name.text, clause, typeOnly);
          imports.push({ specifier, names: [], all: true, typeOnly, line: lineOf(statement) });
        } else {
          const reexports = [];
          for (const element of clause.elements) {
            const from = (element.propertyName ?? element.name).text;
            addExport(element.name.text, element, typeOnly || element.isTypeOnly);
            reexports.push({ as: element.name.text, from });
          }
          imports.push({
            specifier,
            names: reexports.map((r) => r.from),
            reexports,
            all: false,
            typeOnly: typeOnly || clause.elements.every((e) => e.isTypeOnly),
            line: lineOf(statement),
          });
        }
      } else if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          addExport(element.name.text, element, typeOnly || element.isTypeOnly);
          // `export { local as name }`: the local binding is used by being exported under another name.
          if (element.propertyName) declarationNames.add(element.name);
        }
      }
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      addExport('default', statement, false);
      continue;
    }
    if (!hasExportModifier(statement)) continue;
    if (hasDefaultModifier(statement)) {
      addExport('default', statement, false);
      continue;
    }
    const type = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        for (const id of bindingNames(declaration.name)) {
          addExport(id.text, id, false);
          declarationNames.add(id);
        }
    } else if (statement.name && ts.isIdentifier(statement.name)) {
      addExport(statement.name.text, statement.name, type);
      declarationNames.add(statement.name);
    }
  }

  // Uses of each exported name inside the file, besides its declaration and the export list.
  const localUses = new Map();
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const argument = node.arguments[0];
      const name =
        callee.kind === ts.SyntaxKind.ImportKeyword
          ? 'import'
          : ts.isIdentifier(callee)
            ? callee.text
            : ts.isPropertyAccessExpression(callee)
              ? callee.name.text
              : null;
      if (argument && ts.isStringLiteralLike(argument) && (name === 'import' || CALLS_OF_A_FILE.has(name))) {
        imports.push({
          specifier: argument.text,
          names: [],
          all: true,
          dynamic: name === 'import',
          typeOnly: false,
          line: lineOf(node),
        });
      }
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) {
        const names = node.qualifier && ts.isIdentifier(node.qualifier) ? [node.qualifier.text] : [];
        imports.push({
          specifier: literal.text,
          names,
          all: names.length === 0,
          typeOnly: true,
          line: lineOf(node),
        });
      }
    }
    if (ts.isIdentifier(node) && exports.has(node.text) && !declarationNames.has(node)) {
      if (!isPropertyName(node)) localUses.set(node.text, (localUses.get(node.text) ?? 0) + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { exports, imports, localUses };
}

/** Where a specifier points in the tree, or null for a package outside the workspace or a non-source file. */
export function makeResolver(root, files, workspaces) {
  const known = new Set(files);
  const tryFile = (candidate) => {
    if (known.has(candidate)) return candidate;
    if (!SOURCE.test(candidate) && existsSync(path.join(root, candidate))) {
      try {
        if (statSync(path.join(root, candidate)).isFile()) return null;
      } catch {
        return null;
      }
    }
    return undefined;
  };
  const fromPath = (target) => {
    const direct = tryFile(target);
    if (direct !== undefined) return direct;
    const bare = target.replace(/\.(?:[cm]?js|jsx)$/, '');
    if (bare !== target)
      for (const ext of ['.ts', '.tsx', '.mts', '.cts']) {
        if (known.has(bare + ext)) return bare + ext;
      }
    for (const ext of RESOLVE_EXTENSIONS) if (known.has(target + ext)) return target + ext;
    for (const ext of RESOLVE_EXTENSIONS)
      if (known.has(`${target}/index${ext}`)) return `${target}/index${ext}`;
    return null;
  };
  return (importer, specifier) => {
    // `?raw`, `?url`: vite hands over the file's text or address, not its module (the examples show their code).
    if (/\?(?:raw|url)\b/.test(specifier)) return null;
    const clean = specifier.replace(/[?#].*$/, '');
    if (clean.startsWith('.')) {
      return fromPath(path.posix.normalize(path.posix.join(path.posix.dirname(importer), clean)));
    }
    const match = /^(@[^/]+\/[^/]+|[^@/][^/]*)(\/.*)?$/.exec(clean);
    if (!match) return null;
    const workspace = workspaces.get(match[1]);
    if (!workspace) return null;
    const sub = match[2] ? `.${match[2]}` : '.';
    const entry = workspace.entries.get(sub);
    if (entry) return fromPath(entry);
    return fromPath(path.posix.join(workspace.folder, sub));
  };
}

/**
 * The graph of the tree at `root`: every source file parsed, every import resolved to a file. Edges keep
 * whether they are type-only, so a cycle can be told as runtime or type-only.
 */
export function buildGraph(root, { files = listSources(root), references = listReferenceTexts(root) } = {}) {
  const workspaces = readWorkspaces(root);
  const resolve = makeResolver(root, files, workspaces);
  const nodes = new Map();
  const texts = new Map();
  for (const file of references) texts.set(file, readFileSync(path.join(root, file), 'utf8'));
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    texts.set(file, text);
    const parsed = parseSource(file, text);
    for (const entry of parsed.imports) entry.target = resolve(file, entry.specifier);
    nodes.set(file, { file, test: isTestSide(file), ...parsed });
  }
  const entries = new Set();
  for (const workspace of workspaces.values())
    for (const entry of workspace.entries.values()) {
      const file = resolve('package.json', `./${entry}`);
      if (file) entries.add(file);
    }
  return { root, nodes, entries, workspaces, texts };
}
