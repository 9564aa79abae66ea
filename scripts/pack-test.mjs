#!/usr/bin/env node
/**
 * Proves @onair/player-sdk and @onair/ads-vast work as published packages (issue 8): builds both,
 * `npm pack`s them (prepack strips the workspace-only parts of package.json), checks each packed
 * package.json, file list and the packages its code imports, installs the tarballs into a fresh
 * project under os.tmpdir() (outside the workspace, so nothing resolves through it), imports the element entry in
 * Node as a server would, type-checks a small consumer (core, React, embed, and `<onair-player>` on a page of its
 * own) with tsc and bundles it with Vite. Prints the bundle folder on the last line as
 * `PACK_DIST=<dir>`; e2e/tests/pack-install.spec.ts serves it and plays it in Chromium.
 *
 *   node scripts/pack-test.mjs [--skip-build] [--keep]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackage } from './pack/check-package.mjs';
import { consumerFiles } from './pack/consumer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CONSUMER_DEPS = ['vite@8.3.8', 'typescript@6.0.3', 'react@19.3.1', 'react-dom@19.3.1'];

const PACKAGES = [
  { name: '@onair/ads-vast', dir: 'packages/ads-vast', entries: ['.'], reactPeer: false },
  {
    name: '@onair/player-sdk',
    dir: 'packages/player-sdk',
    entries: ['.', './react', './element', './embed', './timeline', './diagnostics'],
    reactPeer: true,
  },
];

function run(cmd, argv, cwd, quiet = true) {
  const started = Date.now();
  try {
    const out = execFileSync(cmd, argv, {
      cwd,
      encoding: 'utf8',
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // The workspace's npm settings (and its node_modules) must not leak into the fresh project.
      env: { ...process.env, npm_config_workspaces: undefined, npm_config_workspace: undefined },
      maxBuffer: 64 * 1024 * 1024,
    });
    log(`  ${cmd} ${argv.join(' ')}  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return out ?? '';
  } catch (error) {
    const detail = [error.stdout, error.stderr]
      .filter(Boolean)
      .join('\n')
      .trim()
      .split('\n')
      .slice(-40)
      .join('\n');
    throw new Error(`${cmd} ${argv.join(' ')} failed in ${cwd}:\n${detail}`);
  }
}

function log(line) {
  process.stderr.write(`${line}\n`);
}

function tarFiles(tarball) {
  return run('tar', ['-tzf', tarball], path.dirname(tarball))
    .split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^package\//, ''));
}

function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'onair-pack-'));
  const tarballs = path.join(work, 'tarballs');
  const project = path.join(work, 'consumer');
  mkdirSync(tarballs);
  log(`pack test in ${work}`);

  if (!args.has('--skip-build')) {
    log('building the packages…');
    for (const p of PACKAGES) run(npm, ['run', 'build', '-w', p.name], root);
  }

  const problems = [];
  const packed = [];
  for (const p of PACKAGES) {
    const manifest = path.join(root, p.dir, 'package.json');
    const before = readFileSync(manifest, 'utf8');
    const json = run(npm, ['pack', '--json', '--pack-destination', tarballs], path.join(root, p.dir));
    // prepack rewrites the manifest for publishing; postpack must have put the workspace one back.
    if (readFileSync(manifest, 'utf8') !== before)
      problems.push(`${p.name}: npm pack left ${p.dir}/package.json changed (postpack did not restore it)`);
    const [info] = JSON.parse(json.slice(json.indexOf('\n[') + 1));
    const tarball = path.join(tarballs, info.filename);
    const files = tarFiles(tarball);
    const unpacked = path.join(work, 'unpacked', info.filename);
    mkdirSync(unpacked, { recursive: true });
    run('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], tarballs);
    const pkg = JSON.parse(readFileSync(path.join(unpacked, 'package.json'), 'utf8'));
    const result = checkPackage(pkg, files, p, (file) => readFileSync(path.join(unpacked, file), 'utf8'));
    problems.push(...result.problems);
    for (const w of result.warnings) log(`  warning: ${w}`);
    log(
      `  ${info.filename}: ${files.length} files, ${(info.size / 1024).toFixed(0)} kB packed, ${(info.unpackedSize / 1024).toFixed(0)} kB unpacked`,
    );
    packed.push(tarball);
  }
  if (problems.length > 0)
    throw new Error(`the packed packages are not publishable:\n- ${problems.join('\n- ')}`);

  log('installing into a fresh project…');
  for (const [file, text] of Object.entries(consumerFiles)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  }
  // Both tarballs in one install: the SDK's "@onair/ads-vast": "0.1.0" resolves to the packed one.
  run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', ...packed, ...CONSUMER_DEPS], project);
  const installedVast = JSON.parse(
    readFileSync(path.join(project, 'node_modules/@onair/ads-vast/package.json'), 'utf8'),
  );
  const lock = JSON.parse(readFileSync(path.join(project, 'package-lock.json'), 'utf8'));
  const vastEntry = lock.packages?.['node_modules/@onair/ads-vast'];
  if (!vastEntry?.resolved?.startsWith('file:')) {
    throw new Error(
      `@onair/ads-vast resolved from ${vastEntry?.resolved ?? 'nowhere'}, not from the packed tarball`,
    );
  }
  const nested = readdirSync(path.join(project, 'node_modules/@onair/player-sdk')).includes('node_modules');
  if (nested)
    throw new Error('the SDK installed its own nested node_modules: the ads-vast tarball was not used');
  log(`  @onair/ads-vast ${installedVast.version} from ${vastEntry.resolved}`);

  log('importing the element entry in Node (server rendering)…');
  const ssr = run(process.execPath, ['ssr.mjs'], project);
  if (!ssr.includes('element entry imported in Node')) throw new Error(`ssr.mjs said: ${ssr}`);

  log('type-checking and bundling the consumer…');
  run(
    process.execPath,
    [path.join(project, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    project,
  );
  run(
    process.execPath,
    [path.join(project, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    project,
  );
  const dist = path.join(project, 'dist');
  const assets = readdirSync(path.join(dist, 'assets'));
  log(`  bundle: ${assets.length} assets`);
  if (!args.has('--keep')) rmSync(tarballs, { recursive: true, force: true });
  process.stdout.write(`PACK_DIST=${dist}\n`);
}

try {
  main();
} catch (error) {
  log(`pack test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
