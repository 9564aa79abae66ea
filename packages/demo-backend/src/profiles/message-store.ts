// Messages of 000 §3 (id, title, text, created_at, removed) per account, with read marks for the
// header counter. A removed message stays as a row (removed = true) and is no longer listed.
import type { Database } from '../db/database';
import type { MessageAnswer } from './schemas';

interface MessageRow {
  id: number;
  title: string;
  text: string;
  created_at: number;
  read_at: number | null;
  removed: boolean;
}

const wire = (row: MessageRow): MessageAnswer => ({
  id: row.id,
  title: row.title,
  text: row.text,
  created_at: new Date(row.created_at).toISOString(),
  is_read: row.read_at !== null,
  removed: row.removed,
});

/** Newest first; the header shows at most this many. */
export const MESSAGE_LIST_LIMIT = 100;

export class MessageStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  async list(userId: number): Promise<MessageAnswer[]> {
    const rows = await this.db.query<MessageRow>(
      `SELECT * FROM messages WHERE user_id = $1 AND NOT removed ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, MESSAGE_LIST_LIMIT],
    );
    return rows.map(wire);
  }

  async unread(userId: number): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM messages WHERE user_id = $1 AND NOT removed AND read_at IS NULL',
      [userId],
    );
    return row?.count ?? 0;
  }

  async add(userId: number, title: string, text: string, at = this.now()): Promise<MessageAnswer> {
    const [row] = await this.db.query<MessageRow>(
      'INSERT INTO messages (user_id, title, text, created_at) VALUES ($1, $2, $3, $4) RETURNING *',
      [userId, title, text, at],
    );
    if (!row) throw new Error('insert into messages returned nothing');
    return wire(row);
  }

  /** Marks one message (or all when id is undefined) read; false when the message is not the user's. */
  async markRead(userId: number, id?: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE messages SET read_at = COALESCE(read_at, $2)
       WHERE user_id = $1 AND NOT removed AND ($3::bigint IS NULL OR id = $3) RETURNING id`,
      [userId, this.now(), id ?? null],
    );
    return id === undefined || rows.length > 0;
  }

  /** Removes one message (or all when id is undefined); false when the message is not the user's. */
  async remove(userId: number, id?: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE messages SET removed = true
       WHERE user_id = $1 AND NOT removed AND ($2::bigint IS NULL OR id = $2) RETURNING id`,
      [userId, id ?? null],
    );
    return id === undefined || rows.length > 0;
  }
}
