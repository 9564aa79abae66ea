// Command-line options of the demo backend, parsed strictly so a typo fails loudly instead of
// starting on an unexpected port.
export interface CliOptions {
  port: number;
  host: string;
  seed?: number;
  publicOrigin?: string;
  mediaRoot?: string;
  cacheDir?: string;
  verbose: boolean;
  /** PGlite folder (default packages/demo-backend/.data/pglite). */
  dataDir?: string;
  /** Wipe the PGlite folder before starting. */
  fresh?: boolean;
  /** A throw-away PGlite in memory. */
  memory?: boolean;
}

const USAGE =
  'usage: cli.ts [--port 8787] [--host 127.0.0.1] [--seed N] [--public-origin URL] [--media-root DIR] [--cache-dir DIR] [--data-dir DIR] [--fresh] [--memory-db] [--verbose]';

export function parseCliArgs(argv: readonly string[]): CliOptions {
  const out: CliOptions = { port: 8787, host: '127.0.0.1', verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    if (flag === '--verbose') {
      out.verbose = true;
      continue;
    }
    if (flag === '--fresh' || flag === '--memory-db') {
      out[flag === '--fresh' ? 'fresh' : 'memory'] = true;
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
    i++;
    switch (flag) {
      case '--port': {
        const port = Number(value);
        if (!Number.isInteger(port) || port < 0 || port > 65_535)
          throw new Error(`--port must be 0–65535, got ${value}`);
        out.port = port;
        break;
      }
      case '--host':
        out.host = value;
        break;
      case '--seed': {
        const seed = Number(value);
        if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be an integer, got ${value}`);
        out.seed = seed;
        break;
      }
      case '--public-origin':
        if (!/^https?:\/\/[^/]+$/.test(value))
          throw new Error(`--public-origin must look like http://host:port, got ${value}`);
        out.publicOrigin = value;
        break;
      case '--media-root':
        out.mediaRoot = value;
        break;
      case '--cache-dir':
        out.cacheDir = value;
        break;
      case '--data-dir':
        out.dataDir = value;
        break;
      default:
        throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  return out;
}
