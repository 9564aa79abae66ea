// Versioned schema: every file in migrations/ (NNN_name.sql) runs once, in name order, each in its
// own implicit transaction together with its row in schema_migrations, so a failing file leaves
// nothing half-applied and the next start retries it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

export async function migrate(db: Database, now: () => number, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at bigint NOT NULL)',
  );
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (!FILE_NAME.test(file)) throw new Error(`migration ${file} must be named NNN_lower_case.sql`);
    if (done.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    // A multi-statement simple query is one transaction in PostgreSQL (and PGlite) unless it says
    // otherwise; the file name is checked above, so inlining it is safe.
    await db.exec(
      `${sql}\n;INSERT INTO schema_migrations (version, applied_at) VALUES ('${file}', ${Math.floor(now())});`,
    );
    applied.push(file);
  }
  return applied;
}
