import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index';
import { freshDatabase } from '../testing/db-fixture';
import { edgeKey } from './edge-key';

// Two backend instances on one database must sign with one key: a URL one hands out, the other serves.
let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

describe('edgeKey', () => {
  it('makes one key per database, whoever asks first, and keeps it', async () => {
    const [a, b] = await Promise.all([edgeKey(db), edgeKey(db)]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(await edgeKey(db)).toBe(a);
    expect(await edgeKey(db, 'other')).not.toBe(a);
  });
});
