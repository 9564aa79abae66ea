/**
 * A throw-away PostgreSQL cluster for `npm test`: the demo backend's API suite runs once more against
 * a real server (DATABASE_URL), not only against the embedded PGlite. Debian's `postgresql` server
 * binaries (/usr/lib/postgresql/<version>/bin) make a cluster in a temporary folder on a free port,
 * reachable only on 127.0.0.1; as root they run as the `postgres` user (the server refuses root).
 * When the binaries are missing and this is root on Debian, the package is installed (as for
 * Chromium); when neither, the caller is told why it has to skip.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl, or null. */
export function findServerBin(root = DEBIAN_ROOT) {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function installServer(log) {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot() || !hasApt) return false;
  log('PostgreSQL server binaries are missing: installing Debian package "postgresql" (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  return true;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster. Resolves `{ url, stop }`, or `{ skip: reason }` when there is no way to run one.
 */
export async function startThrowawayPostgres({ log = console.log } = {}) {
  let bin = findServerBin();
  if (!bin && installServer(log)) bin = findServerBin();
  if (!bin) {
    return {
      skip: 'no PostgreSQL server binaries (/usr/lib/postgresql/*/bin) and not root to install Debian\'s "postgresql"',
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'onair-pg-'));
  // As root the server must run as another user, who must own its folder.
  let asUser = [];
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || uid === 0) {
      rmSync(dir, { recursive: true, force: true });
      return { skip: 'running as root but there is no "postgres" user to run the server as' };
    }
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
    asUser = ['runuser', '-u', 'postgres', '--'];
  }
  const data = path.join(dir, 'data');
  const run = (tool, args) => {
    const [cmd, ...rest] = [...asUser, path.join(bin, tool), ...args];
    const result = spawnSync(cmd, rest, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout || result.error}`);
    }
  };
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'onair', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
    const serverOptions = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c max_connections=200',
    ].join(' ');
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      serverOptions,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://onair@127.0.0.1:${port}/postgres`, stop, bin };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startThrowawayPostgres();
  if (cluster.skip) {
    console.log(`skip: ${cluster.skip}`);
  } else {
    console.log(`${cluster.url} (${cluster.bin}); stopping`);
    cluster.stop();
  }
}
