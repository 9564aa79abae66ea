/**
 * Completes package-lock.json with the other platforms' optional binaries (biome, rollup, esbuild…).
 *
 * Why: the npm registry these machines reach serves only Linux builds of platform-specific packages,
 * so `npm install` here writes a lockfile without the macOS/Windows/musl variants, and `npm ci`
 * (npm 11) then refuses that lockfile ("Missing: @biomejs/cli-darwin-x64@ from lock file"). Each
 * missing variant is recorded as an optional entry with the parent's pinned version and the
 * os/cpu/libc its name states, so npm ci skips it on this platform instead of fetching it.
 * Run it after any `npm install` that changes the lockfile: `node scripts/complete-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
  'cygwin',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

/** Reads os/cpu/libc from names such as cli-linux-x64-musl, rollup-darwin-arm64, linux-arm-gnueabihf. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p)) ?? (parts.includes('win32') ? 'win32' : undefined);
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('x86') ? 'ia32' : undefined);
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  const base = key === '' ? '' : `${key}/`;
  for (const [dep, range] of Object.entries(entry.optionalDependencies)) {
    const hoisted = `node_modules/${dep}`;
    const nested = `${base}node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os) continue; // not a platform binary: leave it to npm
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) ? range : null;
    if (!version) continue;
    packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
