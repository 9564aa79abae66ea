// Why: a fresh PGlite runs initdb inside WASM, 3–17 s on a busy 2-core machine, and every test suite
// and browser-test stack wants its own fresh database. Loading a dump of an empty cluster takes ~1.5 s,
// so the first fresh start writes one (per PGlite version, in the OS temp folder) and every later
// new database, in memory or in a folder, starts from it.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

function templateFile(): string {
  try {
    // The package exports no package.json: find it beside the resolved entry (dist/…).
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = path.join(path.dirname(entry), '..', 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    return path.join(os.tmpdir(), `onair-pglite-${version}-empty.tar`);
  } catch {
    // Without the version a dump could be stale after an upgrade: always start fresh instead.
    return '';
  }
}

/**
 * A PGlite in memory (no `dir`) or in `dir`. A folder that already holds a cluster is opened as is;
 * otherwise the new cluster starts from the template dump when there is one.
 */
export async function openPglite(dir?: string): Promise<PGlite> {
  const where = dir === undefined ? {} : { dataDir: dir };
  if (dir !== undefined && existsSync(path.join(dir, 'PG_VERSION'))) return PGlite.create(where);
  const file = templateFile();
  if (file) {
    const dump = await readFile(file).catch(() => undefined);
    if (dump) {
      try {
        return await PGlite.create({ ...where, loadDataDir: new Blob([dump]) });
      } catch {
        // A torn or foreign file: fall through to a fresh cluster, which rewrites it.
        if (dir !== undefined) await rm(dir, { recursive: true, force: true });
      }
    }
  }
  const db = await PGlite.create(where);
  if (file) {
    const dump = await db.dumpDataDir('none');
    // Written under a unique name and renamed: suites starting at once never read half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return db;
}
