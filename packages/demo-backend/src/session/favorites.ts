// Per-user favourites (000 §7 Favorites, 001 §3 Category 1000 'my'). A favourite names exactly one
// object: a channel, programme, person or content; adding the same object twice is a no-op.
import type { Sql } from '../db/database';

export interface Favorite {
  id: number;
  object_id: number;
  channel_id: number | null;
  program_id: number | null;
  person_id: number | null;
  content_id: number | null;
}

export type FavoriteKind = 'channel' | 'program' | 'person' | 'content';
export type FavoriteTarget = { kind: FavoriteKind; id: number };

interface FavoriteRow {
  id: number;
  kind: FavoriteKind;
  object_id: number;
}

const toFavorite = (row: FavoriteRow): Favorite => ({
  id: row.id,
  object_id: row.object_id,
  channel_id: row.kind === 'channel' ? row.object_id : null,
  program_id: row.kind === 'program' ? row.object_id : null,
  person_id: row.kind === 'person' ? row.object_id : null,
  content_id: row.kind === 'content' ? row.object_id : null,
});

export class Favorites {
  constructor(
    private readonly sql: Sql,
    private readonly now: () => number,
  ) {}

  /** In the order they were added. */
  async list(userId: number): Promise<Favorite[]> {
    const rows = await this.sql.query<FavoriteRow>(
      'SELECT id, kind, object_id FROM favorites WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    return rows.map(toFavorite);
  }

  /** Adding the same object twice gives back the existing favourite instead of a duplicate. */
  async add(userId: number, target: FavoriteTarget): Promise<Favorite> {
    const [row] = await this.sql.query<FavoriteRow>(
      `INSERT INTO favorites (user_id, kind, object_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind, object_id) DO UPDATE SET kind = EXCLUDED.kind
       RETURNING id, kind, object_id`,
      [userId, target.kind, target.id, this.now()],
    );
    if (!row) throw new Error('insert into favorites returned nothing');
    return toFavorite(row);
  }

  /** True when the user had that favourite. */
  async remove(userId: number, favoriteId: number): Promise<boolean> {
    const rows = await this.sql.query('DELETE FROM favorites WHERE user_id = $1 AND id = $2 RETURNING id', [
      userId,
      favoriteId,
    ]);
    return rows.length > 0;
  }
}
