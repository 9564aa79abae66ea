/**
 * Why: resume needs the last position (001 §4: history saved from 10 s, resume 10–12600 s). The demo
 * operator's meta has no history yet, so the app also keeps positions locally (per content, newest 50);
 * the operator's `history` wins whenever it is sent.
 */
import { constants } from '@onair/player-sdk';
import type { KeyValueStore } from '../session/storage';

const KEY = 'onair.watch_history';
const LIMIT = 50;

export interface HistoryEntry {
  seconds: number;
  watch_percentage: number;
}

type HistoryMap = Record<string, HistoryEntry & { at: number }>;

function read(store: KeyValueStore): HistoryMap {
  try {
    const value: unknown = JSON.parse(store.get(KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as HistoryMap) : {};
  } catch {
    return {};
  }
}

export function localHistory(store: KeyValueStore, contentId: number): HistoryEntry | null {
  const entry = read(store)[String(contentId)];
  return entry && typeof entry.seconds === 'number'
    ? { seconds: entry.seconds, watch_percentage: entry.watch_percentage }
    : null;
}

/** Records a position once playback passed 10 s; returns false when nothing was stored. */
export function saveHistory(
  store: KeyValueStore,
  contentId: number,
  seconds: number,
  duration: number,
  now: number,
): boolean {
  if (!Number.isFinite(seconds) || seconds < constants.RESUME_MIN_S) return false;
  const percentage = duration > 0 ? Math.min(100, Math.round((seconds / duration) * 100)) : 0;
  const map = read(store);
  map[String(contentId)] = { seconds: Math.floor(seconds), watch_percentage: percentage, at: now };
  const newest = Object.entries(map)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, LIMIT);
  store.set(KEY, JSON.stringify(Object.fromEntries(newest)));
  return true;
}
