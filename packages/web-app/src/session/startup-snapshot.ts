/**
 * Why (issue 38): a returning viewer's start waited for three round trips before anything of theirs could be
 * asked — network information, then configuration and resources, then the viewer — although a stored token
 * needs none of them to be sent. The start keeps the last answers of 000 §4's first calls (the spec's own caches
 * keep configuration and resources 30 s, 000 §9) and, stale-while-revalidate, starts from them: the calls that
 * need only the token go out in the first wave beside the fresh network information, configuration and
 * resources, and reconcile.ts decides what the fresh answers change. Kept per API origin like the token
 * (storage.ts), for a day at most: past that the start asks first, as on a first visit.
 */
import type { Configuration, Network } from '../api/schemas';
import { KEYS, type KeyValueStore } from './storage';

/** Older than this, the snapshot is not started from (a token lives 12 h; a day covers it). */
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface StartupSnapshot {
  network: Network;
  configuration: Configuration;
  resources: Record<string, unknown>;
  /** When the answers came (ms since epoch). */
  savedAt: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isSnapshot(value: unknown): value is StartupSnapshot {
  return (
    isObject(value) &&
    isObject(value.network) &&
    isObject(value.configuration) &&
    isObject(value.resources) &&
    typeof value.savedAt === 'number' &&
    Number.isFinite(value.savedAt)
  );
}

/** The stored snapshot, if there is one young enough to start from (and not from the future). */
export function readSnapshot(store: KeyValueStore, now: number): StartupSnapshot | null {
  const raw = store.get(KEYS.startup);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isSnapshot(value)) return null;
    const age = now - value.savedAt;
    return age >= 0 && age <= SNAPSHOT_MAX_AGE_MS ? value : null;
  } catch {
    return null;
  }
}

export function saveSnapshot(store: KeyValueStore, snapshot: StartupSnapshot): void {
  store.set(KEYS.startup, JSON.stringify(snapshot));
}

export function clearSnapshot(store: KeyValueStore): void {
  store.remove(KEYS.startup);
}
