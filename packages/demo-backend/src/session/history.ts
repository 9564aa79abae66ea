// Watch history per user, fed by the stat pings the player sends every 30 s (stat id 20000 + content
// id carries the content): content meta then answers history {seconds, watch_percentage} so resume
// flows (001 §4: resume 10–12600 s unless 100 % watched) work against the demo operator.
import type { Sql } from '../db/database';

export const CONTENT_STAT_BASE = 20_000;
const CONTENT_STAT_END = 30_000;

export interface HistoryEntry {
  seconds: number;
  watch_percentage: number;
}

export class WatchHistory {
  constructor(
    private readonly sql: Sql,
    private readonly now: () => number,
  ) {}

  /** The content id behind a stat id, or undefined for channel/trailer stats. */
  static contentIdOf(statId: string | number): number | undefined {
    const n = typeof statId === 'number' ? statId : Number(statId);
    return Number.isInteger(n) && n > CONTENT_STAT_BASE && n < CONTENT_STAT_END
      ? n - CONTENT_STAT_BASE
      : undefined;
  }

  async record(userId: number, contentId: number, seconds: number): Promise<void> {
    await this.sql.query(
      `INSERT INTO watch_history (user_id, content_id, seconds, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, content_id) DO UPDATE SET seconds = EXCLUDED.seconds, updated_at = EXCLUDED.updated_at`,
      [userId, contentId, Math.max(0, seconds), this.now()],
    );
  }

  async get(userId: number, contentId: number, durationSec: number): Promise<HistoryEntry | null> {
    const [row] = await this.sql.query<{ seconds: number }>(
      'SELECT seconds FROM watch_history WHERE user_id = $1 AND content_id = $2',
      [userId, contentId],
    );
    if (!row) return null;
    const { seconds } = row;
    const watch_percentage = durationSec > 0 ? Math.min(100, Math.round((seconds / durationSec) * 100)) : 0;
    return { seconds, watch_percentage };
  }
}
