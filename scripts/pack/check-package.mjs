/**
 * What a published package must look like (issue 8): ESM, types, an exports map with the promised entries
 * (each condition pointing at a file in the tarball: a workspace-only `source` condition left in would break
 * consumers whose bundler honours it, so prepack strips it), sideEffects set, React an optional peer, no
 * sources, tests or test helpers, no scripts naming workspace files, and dependencies that match the code:
 * every package the shipped JavaScript or public declarations import is declared, and every declared
 * dependency is imported (one that the build bundles, like hls.js in the engine chunks, is a devDependency).
 * Returns the problems (the test fails on them) and warnings.
 */
import { externalImports } from './external-imports.mjs';

const FORBIDDEN = [
  /(^|\/)src\//,
  /\.test\.[cm]?[jt]sx?$/,
  /\.spec\.[cm]?[jt]sx?$/,
  /(^|\/)tsconfig[^/]*\.json$/,
  /\.tsbuildinfo$/,
  /(^|\/)fake-[^/]*$/,
  /(^|\/)[^/]*test-utils[^/]*$/,
  /(^|\/)test-[^/]*$/,
];

/**
 * @param {Record<string, any>} pkg the packed package.json
 * @param {string[]} files the tarball's files, relative to the package root
 * @param {{ entries: string[], reactPeer: boolean }} expected
 * @param {(file: string) => string} read a packed file's text
 */
export function checkPackage(pkg, files, { entries, reactPeer }, read) {
  const problems = [];
  const warnings = [];
  const has = (path) => files.includes(path.replace(/^\.\//, ''));
  if (pkg.type !== 'module') problems.push(`${pkg.name}: "type" must be "module"`);
  if (!pkg.types || !has(pkg.types))
    problems.push(`${pkg.name}: "types" (${pkg.types}) is not in the tarball`);
  if (pkg.sideEffects === undefined) problems.push(`${pkg.name}: "sideEffects" is not set`);
  for (const entry of entries) {
    const target = pkg.exports?.[entry];
    if (!target) {
      problems.push(`${pkg.name}: exports has no "${entry}"`);
      continue;
    }
    for (const condition of ['types', 'import']) {
      if (!target[condition]) problems.push(`${pkg.name}: exports["${entry}"] has no "${condition}"`);
    }
    for (const [condition, path] of Object.entries(target)) {
      if (typeof path === 'string' && !has(path))
        problems.push(`${pkg.name}: exports["${entry}"].${condition} → ${path} is not in the tarball`);
    }
  }
  for (const [name, command] of Object.entries(pkg.scripts ?? {})) {
    if (/\.\.\//.test(String(command)))
      problems.push(`${pkg.name}: scripts.${name} names a workspace file (${command})`);
  }
  if (reactPeer) {
    if (!pkg.peerDependencies?.react) problems.push(`${pkg.name}: react is not a peer dependency`);
    if (pkg.peerDependenciesMeta?.react?.optional !== true)
      problems.push(`${pkg.name}: the react peer is not optional`);
    if (pkg.dependencies?.react) problems.push(`${pkg.name}: react must not be a hard dependency`);
  }
  for (const file of files) {
    if (FORBIDDEN.some((re) => re.test(file))) problems.push(`${pkg.name}: ships ${file}`);
  }

  const typeRoots = entries.map((entry) => pkg.exports?.[entry]?.types).filter(Boolean);
  const imported = externalImports(files, read, typeRoots);
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  for (const [name, where] of imported) {
    if (!declared.has(name))
      problems.push(`${pkg.name}: ${where} imports ${name}, which is not a dependency or peer dependency`);
  }
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (!imported.has(name))
      problems.push(
        `${pkg.name}: the dependency ${name} is imported by no shipped file (bundled? then a devDependency)`,
      );
  }
  return { problems, warnings };
}
