/**
 * What a published package must look like (issue 8): ESM, types, an exports map with the promised
 * entries (each pointing at files that are in the tarball), sideEffects set, React an optional peer,
 * and no sources or tests shipped. Returns the problems (the test fails on them) and warnings: a
 * workspace-only `source` condition pointing outside the tarball breaks only consumers who opt into
 * that condition, so it is reported, not fatal.
 */
const FORBIDDEN = [
  /(^|\/)src\//,
  /\.test\.[cm]?[jt]sx?$/,
  /\.spec\.[cm]?[jt]sx?$/,
  /(^|\/)tsconfig[^/]*\.json$/,
  /\.tsbuildinfo$/,
];

const TEST_HELPERS = /(^|\/)(fake-[^/]*|[^/]*test-utils[^/]*)$/;

export function checkPackage(pkg, files, { entries, reactPeer }) {
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
      else if (!has(target[condition]))
        problems.push(
          `${pkg.name}: exports["${entry}"].${condition} → ${target[condition]} is not in the tarball`,
        );
    }
    if (target.source && !has(target.source))
      warnings.push(`${pkg.name}: exports["${entry}"].source → ${target.source} is not in the tarball`);
  }
  if (reactPeer) {
    if (!pkg.peerDependencies?.react) problems.push(`${pkg.name}: react is not a peer dependency`);
    if (pkg.peerDependenciesMeta?.react?.optional !== true)
      problems.push(`${pkg.name}: the react peer is not optional`);
    if (pkg.dependencies?.react) problems.push(`${pkg.name}: react must not be a hard dependency`);
  }
  for (const file of files) {
    if (FORBIDDEN.some((re) => re.test(file))) problems.push(`${pkg.name}: ships ${file}`);
    // Declarations of test helpers are dead weight, not a hazard: reported for the build's owner.
    else if (TEST_HELPERS.test(file)) warnings.push(`${pkg.name}: ships the test helper ${file}`);
  }
  return { problems, warnings };
}
