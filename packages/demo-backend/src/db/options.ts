// Which database a started server uses, from its flags and environment (npm start, the CLI, the
// browser-test stack):
//   DATABASE_URL=postgres://…   a PostgreSQL server (migrations applied at start)
//   --memory-db                  a fresh PGlite in memory, even when DATABASE_URL is set (the browser
//                                tests: stacks on other ports never share data)
//   --data-dir DIR               PGlite files in DIR (default packages/demo-backend/.data/pglite)
//   --fresh                      wipe that folder first (only PGlite folders: a server is reset by its owner)
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from './database';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

export interface DatabaseFlags {
  dataDir?: string;
  fresh?: boolean;
  memory?: boolean;
}

/** Reads --data-dir, --fresh and --memory-db out of an argv that may hold other flags too. */
export function databaseFlagsOf(argv: readonly string[]): DatabaseFlags {
  const i = argv.indexOf('--data-dir');
  const dataDir = i >= 0 ? argv[i + 1] : undefined;
  if (i >= 0 && (dataDir === undefined || dataDir.startsWith('--')))
    throw new Error('--data-dir needs a folder');
  return {
    ...(dataDir ? { dataDir } : {}),
    ...(argv.includes('--fresh') ? { fresh: true } : {}),
    ...(argv.includes('--memory-db') ? { memory: true } : {}),
  };
}

/** The configuration to open; with `fresh`, the PGlite folder is removed first. */
export async function chooseDatabase(
  flags: DatabaseFlags,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DatabaseConfig> {
  // Asked for explicitly, a throw-away database wins even over DATABASE_URL: a browser-test stack
  // must never write into someone's server.
  if (flags.memory) return { kind: 'memory' };
  const url = env.DATABASE_URL;
  if (url) {
    if (flags.dataDir) throw new Error('DATABASE_URL is set: drop --data-dir');
    if (flags.fresh) {
      throw new Error(
        '--fresh resets the embedded database only; reset a PostgreSQL database with its own tools',
      );
    }
    return { kind: 'postgres', url };
  }
  const dir = flags.dataDir ?? env.ONAIR_DATA_DIR ?? DEFAULT_DATA_DIR;
  if (flags.fresh) await rm(dir, { recursive: true, force: true });
  return { kind: 'directory', dir };
}
