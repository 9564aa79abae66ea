// Watch history per user, fed by the stat pings the player sends every 30 s (stat id 20000 + content
// id carries the content): content meta then answers history {seconds, watch_percentage} so resume
// flows (001 §4: resume 10–12600 s unless 100 % watched) work against the demo operator.

export const CONTENT_STAT_BASE = 20_000;
const CONTENT_STAT_END = 30_000;

export interface HistoryEntry {
  seconds: number;
  watch_percentage: number;
}

export class WatchHistory {
  private readonly byUser = new Map<number, Map<number, number>>();

  /** The content id behind a stat id, or undefined for channel/trailer stats. */
  static contentIdOf(statId: string | number): number | undefined {
    const n = typeof statId === 'number' ? statId : Number(statId);
    return Number.isInteger(n) && n > CONTENT_STAT_BASE && n < CONTENT_STAT_END
      ? n - CONTENT_STAT_BASE
      : undefined;
  }

  record(userId: number, contentId: number, seconds: number): void {
    let entries = this.byUser.get(userId);
    if (!entries) {
      entries = new Map();
      this.byUser.set(userId, entries);
    }
    entries.set(contentId, Math.max(0, seconds));
  }

  get(userId: number, contentId: number, durationSec: number): HistoryEntry | null {
    const seconds = this.byUser.get(userId)?.get(contentId);
    if (seconds === undefined) return null;
    const watch_percentage = durationSec > 0 ? Math.min(100, Math.round((seconds / durationSec) * 100)) : 0;
    return { seconds, watch_percentage };
  }
}
