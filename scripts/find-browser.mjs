/**
 * Finds a Chromium for the browser tests: PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else installs Debian's `chromium` when running as root (CI on a fresh machine), else explains
 * in one line what to install. Playwright's own browser download cannot work on these machines.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_PATH = '/usr/bin/chromium';

/**
 * The one list of Chromium flags every browser run here starts with (Playwright suite, Lighthouse, bench, fault
 * matrix, media check), so a measurement and a test see the same browser. Why each: the sandbox needs user
 * namespaces that containers lack; no GPU here; QUIC would race the local HTTP/1.1 stack; first-run, background
 * networking, component updates and sync are requests nobody asked for that land in the network timings;
 * autoplay without a gesture is what a muted player on a page load relies on. A caller's own extra flags are
 * added after these, visibly in that caller.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
]);

/**
 * The Chromium to launch, without looking further: PLAYWRIGHT_CHROMIUM_PATH, else Debian's. The one fallback
 * every launcher uses (`npm test` has already run `findBrowser`, which installs it when it can).
 */
export function chromiumPath() {
  return process.env.PLAYWRIGHT_CHROMIUM_PATH || DEBIAN_PATH;
}

export function findBrowser({ log = console.log } = {}) {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`PLAYWRIGHT_CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    log('Chromium is missing: installing Debian package "chromium" (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env,
    });
    if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  }
  throw new Error(
    'No Chromium found: install Debian\'s "chromium" package (sudo apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findBrowser());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
