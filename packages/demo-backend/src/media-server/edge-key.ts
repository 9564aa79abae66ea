// The media edge's signing key (media/signing.ts), one per database so every instance signs alike: made at
// the first start (two instances starting together both insert; the first row wins and both read it back).
import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/database';

export async function edgeKey(db: Sql, name = 'media'): Promise<string> {
  await db.query('INSERT INTO edge_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM edge_keys WHERE name = $1', [name]);
  if (!row) throw new Error(`edge key ${name} is missing after it was made`);
  return row.secret;
}
