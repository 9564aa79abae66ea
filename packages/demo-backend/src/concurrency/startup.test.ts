// Two instances started at the same moment on one empty schema both come up (issue 35 item 9). Before
// migrations took an advisory lock, both saw every migration missing and ran it: one of them died on
// "relation already exists" (or on the catalogue's unique index) and never listened.
import { readdir } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { request, startTwoInstances, type TwoInstances } from '../testing/two-instances';

let two: TwoInstances | undefined;
afterAll(() => two?.stop(), 60_000);

describe('two backend instances on one PostgreSQL schema', () => {
  it('both come up from an empty schema, each migration applied once', async () => {
    two = await startTwoInstances(process.env.DATABASE_URL as string);
    const [a, b] = two.bases;
    for (const base of [a, b]) expect((await request(base, 'GET', '/v2/packets')).status).toBe(200);
    const rows = await two.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY 1');
    const files = (await readdir(new URL('../db/migrations/', import.meta.url))).filter((f) =>
      f.endsWith('.sql'),
    );
    expect(rows.map((r) => r.version)).toEqual(files.sort());
    // One viewer, seen from both: they share the database, not just the schema's name.
    const viewer = await two.viewer({ balance: 12_345 });
    for (const base of [a, b]) {
      const balance = await viewer.call(base, 'GET', '/v2/users/self/balance');
      expect(balance.body.balance).toBe('123.45');
    }
    await two.checkLedger();
  }, 240_000);
});
