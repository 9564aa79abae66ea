import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/db-fixture';
import type { Database } from './database';
import { withinTransaction } from './within-transaction';

let db: Database;
beforeAll(async () => {
  // PGlite, or PostgreSQL when DATABASE_URL names one (the suite runs on both).
  db = await freshDatabase();
  await db.exec('CREATE TABLE steps (n int PRIMARY KEY)');
});
afterAll(() => db.close());

const steps = async () => (await db.query<{ n: number }>('SELECT n FROM steps ORDER BY n')).map((r) => r.n);

describe('withinTransaction', () => {
  it('runs nested transactions as savepoints: a failed one is undone alone, the outer work commits', async () => {
    await db.query('DELETE FROM steps');
    await db.transaction(async (tx) => {
      const inside = withinTransaction(tx);
      await inside.query('INSERT INTO steps VALUES (1)');
      // A unique violation inside: PostgreSQL would abort the whole transaction without the savepoint.
      await expect(
        inside.transaction(async (nested) => {
          await nested.query('INSERT INTO steps VALUES (2)');
          await nested.query('INSERT INTO steps VALUES (1)');
        }),
      ).rejects.toThrow();
      const kept = await inside.transaction(async (nested) => {
        await nested.query('INSERT INTO steps VALUES (3)');
        // Nested twice: a savepoint in a savepoint.
        await expect(
          withinTransaction(nested).transaction(async (deeper) => {
            await deeper.query('INSERT INTO steps VALUES (4)');
            throw new Error('refused');
          }),
        ).rejects.toThrow('refused');
        return 'kept';
      });
      expect(kept).toBe('kept');
    });
    expect(await steps()).toEqual([1, 3]);
  });

  it('is undone with the outer transaction when that one fails', async () => {
    await db.query('DELETE FROM steps');
    await expect(
      db.transaction(async (tx) => {
        await withinTransaction(tx).transaction((inside) => inside.query('INSERT INTO steps VALUES (5)'));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await steps()).toEqual([]);
  });

  it('refuses exec (several statements) and closing it ends nothing', async () => {
    await db.transaction(async (tx) => {
      const inside = withinTransaction(tx);
      await expect(inside.exec('SELECT 1; SELECT 2')).rejects.toThrow(/inside a transaction/);
      await inside.close();
      expect(await inside.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    });
  });
});
