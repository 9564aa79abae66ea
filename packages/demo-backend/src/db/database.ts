// The one data-access seam of the demo operator: a tiny `query` over PostgreSQL, whichever engine
// runs it. PGlite (PostgreSQL compiled to WASM) is the embedded default, so `npm start` needs no
// server; `DATABASE_URL` swaps in a real PostgreSQL through `pg` with the very same SQL.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockFolder } from './folder-lock';
import { openPglite } from './template';

export interface Sql {
  /** One parameterised statement ($1, $2 …); rows as plain objects. */
  query<Row extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Sql {
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding the lock called `name`, across every process on this database (a
   * PostgreSQL advisory lock, one per schema): two servers starting at once migrate one after the
   * other. PGlite is one process per folder already (folder-lock.ts), so there it just runs `work`.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Idempotent. */
  close(): Promise<void>;
  /** What it runs on, for the start-up line ("PGlite in memory", "PGlite at …", "PostgreSQL …"). */
  readonly label: string;
}

export type DatabaseConfig =
  /** A fresh PGlite in memory: tests and the browser-test stack; nothing survives close. */
  | { kind: 'memory' }
  /** PGlite keeping its files in `dir`: `npm start` keeps users and sessions across restarts. */
  | { kind: 'directory'; dir: string }
  /**
   * A PostgreSQL server. `schema` isolates one user of a shared server (each test suite gets its own
   * and drops it on close when `dropSchemaOnClose`).
   */
  | { kind: 'postgres'; url: string; schema?: string; dropSchemaOnClose?: boolean };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return openPostgres(config);
  const dir = config.kind === 'directory' ? config.dir : undefined;
  const release = dir === undefined ? () => undefined : lockFolder(dir);
  try {
    const db = await openPglite(dir);
    return pgliteDatabase(db, dir === undefined ? 'PGlite in memory' : `PGlite at ${dir}`, release);
  } catch (error) {
    release();
    throw error;
  }
}

function pgliteDatabase(db: PGlite, label: string, release: () => void): Database {
  let closed: Promise<void> | undefined;
  return {
    label,
    async query<Row extends object>(text: string, params: unknown[] = []) {
      return (await db.query<Row>(text, params)).rows;
    },
    async exec(text) {
      await db.exec(text);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row extends object>(text: string, params: unknown[] = []) =>
            (await tx.query<Row>(text, params)).rows,
        }),
      ),
    exclusively: (_name, work) => work(),
    close() {
      closed ??= db.close().finally(release);
      return closed;
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(config: { url: string; schema?: string; dropSchemaOnClose?: boolean }) {
  const schema = config.schema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`bad schema name ${schema}`);
  // int8 (bigint) columns hold unix seconds and ids: far below 2^53, so numbers, as PGlite gives them.
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text'),
  };
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 5,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) await createSchema(pool, schema);
  let closed: Promise<void> | undefined;
  const database: Database = {
    label: `PostgreSQL ${redact(config.url)}${schema ? ` (schema ${schema})` : ''}`,
    async query<Row extends object>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as Row[];
    },
    async exec(text) {
      await pool.query(text);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row extends object>(text: string, params: unknown[] = []) =>
            (await client.query(text, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusively(name, work) {
      // Session-level lock on a connection of its own: the work itself may use any of the pool's.
      const client = await pool.connect();
      const key = ["hashtext('onair.' || $1::text || '.' || current_schema())", [name]] as const;
      let broken = false;
      try {
        await client.query(`SELECT pg_advisory_lock(${key[0]})`, [...key[1]]);
        try {
          return await work();
        } finally {
          await client.query(`SELECT pg_advisory_unlock(${key[0]})`, [...key[1]]).catch(() => {
            // Dropping the connection ends its session, and with it the lock.
            broken = true;
          });
        }
      } finally {
        client.release(broken);
      }
    },
    close() {
      closed ??= (async () => {
        if (schema && config.dropSchemaOnClose) await pool.query(`DROP SCHEMA ${schema} CASCADE`);
        await pool.end();
      })();
      return closed;
    },
  };
  return database;
}

/**
 * `CREATE SCHEMA IF NOT EXISTS` is not safe against itself: two servers creating one schema at the
 * same moment both see it missing and one fails on the catalogue's unique index. Either way it exists.
 */
async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P06') throw error;
  }
}

/** The URL without its password, for logs. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
