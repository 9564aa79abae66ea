import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database';
import { throwAwayDatabase } from './index';
import { migrate } from './migrate';

let db: Database;
beforeAll(async () => {
  db = await openDatabase(throwAwayDatabase());
});
afterAll(() => db.close());

describe('migrate', () => {
  it('runs on the engine the environment names (PostgreSQL when npm test sets DATABASE_URL)', () => {
    expect(db.label).toMatch(
      process.env.DATABASE_URL ? /^PostgreSQL .*\(schema suite_/ : /^PGlite in memory$/,
    );
  });

  it('applies each file once, in order, and records it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'onair-migrations-'));
    await writeFile(path.join(dir, '001_first.sql'), 'CREATE TABLE m_one (x int);');
    await writeFile(
      path.join(dir, '002_second.sql'),
      'INSERT INTO m_one VALUES (1); INSERT INTO m_one VALUES (2);',
    );
    expect(await migrate(db, () => 5, dir)).toEqual(['001_first.sql', '002_second.sql']);
    expect(await migrate(db, () => 6, dir)).toEqual([]);
    expect(await db.query('SELECT x FROM m_one ORDER BY x')).toEqual([{ x: 1 }, { x: 2 }]);
    const rows = await db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
    expect(rows).toEqual([
      { version: '001_first.sql', applied_at: 5 },
      { version: '002_second.sql', applied_at: 5 },
    ]);
  });

  it('leaves nothing of a failing file behind and refuses badly named files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'onair-migrations-'));
    await writeFile(
      path.join(dir, '001_half.sql'),
      'CREATE TABLE m_half (x int); SELECT no_such_function();',
    );
    await expect(migrate(db, () => 1, dir)).rejects.toThrow();
    expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'm_half'")).toEqual([]);
    const bad = await mkdtemp(path.join(os.tmpdir(), 'onair-migrations-'));
    await writeFile(path.join(bad, 'First.sql'), 'SELECT 1;');
    await expect(migrate(db, () => 1, bad)).rejects.toThrow(/NNN_lower_case/);
  });

  it('brings a new database up with the product’s own migrations', async () => {
    const fresh = await openDatabase(throwAwayDatabase());
    try {
      expect(await migrate(fresh, () => 0)).toContain('001_accounts.sql');
      const tables = await fresh.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1',
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(['devices', 'favorites', 'otps', 'tokens', 'users', 'watch_history']),
      );
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
