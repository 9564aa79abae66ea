/**
 * Why (issue 38): the channel page draws its stage — and so mounts the player — only once the line-up and the
 * categories are in, and on a returning viewer's visit those two calls leave beside the stream call and answer
 * after it (the API answers the first wave one by one: in a trace the line-up came ≈ 90 ms after the viewer's
 * answer, while the page's render waited for it). The last line-up and categories this browser got are kept
 * here; with the same token the session puts them into the page's queries as it sends the fresh calls
 * (stale-while-revalidate, as 000 §4's own first calls do), so the page renders the stage from them and the
 * fresh answers replace them when they arrive: a channel gone from the line-up becomes the not-found page, a
 * channel no longer purchased the lock view — React's ordinary re-render, the player unmounting with the stage.
 * A stored copy is checked with the answers' own schemas; one that does not pass is not used.
 */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type Category, type Channel, categorySchema, channelSchema } from '../api/schemas';
import { SNAPSHOT_MAX_AGE_MS } from '../session/startup-snapshot';
import { KEYS, type KeyValueStore, readJson } from '../session/storage';

interface Stored {
  /** When the answer came (ms since epoch): older than the start-up snapshot's day, it is not used. */
  savedAt: number;
}

interface StoredLineup extends Stored {
  /** A tag of the token the line-up was asked with (tokenTag), not the token itself. */
  token: string;
  channels: unknown;
}

interface StoredCategories extends Stored {
  categories: unknown;
}

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && Number.isFinite((value as Stored).savedAt);

const isLineup = (value: unknown): value is StoredLineup =>
  isStored(value) && typeof (value as StoredLineup).token === 'string';

const isCategories = (value: unknown): value is StoredCategories => isStored(value) && 'categories' in value;

/** Young enough to draw from (and not from the future: a clock set back). */
const young = (stored: Stored, now: number): boolean =>
  now - stored.savedAt >= 0 && now - stored.savedAt <= SNAPSHOT_MAX_AGE_MS;

/**
 * Which token a stored line-up belongs to, without keeping a second copy of the credential (FNV-1a, 32 bits):
 * enough to tell this browser's own tokens apart, useless to anyone reading storage.
 */
export function tokenTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function rememberLineup(
  store: KeyValueStore,
  token: string | null,
  channels: readonly Channel[],
  now: number = Date.now(),
): void {
  if (!token) return;
  store.set(KEYS.lineup, JSON.stringify({ token: tokenTag(token), savedAt: now, channels }));
}

export function rememberCategories(
  store: KeyValueStore,
  categories: readonly Category[],
  now: number = Date.now(),
): void {
  store.set(KEYS.categories, JSON.stringify({ savedAt: now, categories }));
}

/** The stored line-up asked with this token, young and still passing the answer's schema; else null. */
export function storedLineup(
  store: KeyValueStore,
  token: string,
  now: number = Date.now(),
): Channel[] | null {
  const stored = readJson(store, KEYS.lineup, isLineup);
  if (!stored || stored.token !== tokenTag(token) || !young(stored, now)) return null;
  const parsed = z.array(channelSchema).safeParse(stored.channels);
  return parsed.success ? parsed.data : null;
}

export function storedCategories(store: KeyValueStore, now: number = Date.now()): Category[] | null {
  const stored = readJson(store, KEYS.categories, isCategories);
  if (!stored || !young(stored, now)) return null;
  const parsed = z.array(categorySchema).safeParse(stored.categories);
  return parsed.success ? parsed.data : null;
}

/**
 * Puts the stored answers into the queries the session has just sent (their keys as the page reads them), where
 * nothing is there yet. Marked as answered now: the fetch already under way replaces them when it answers, and
 * the session's "answered before the token" sweep (SessionProvider) leaves them alone instead of asking again.
 */
export function seedStoredAnswers(
  client: Pick<QueryClient, 'getQueryData' | 'setQueryData'>,
  keys: { channels: readonly unknown[]; categories: readonly unknown[] },
  store: KeyValueStore,
  token: string,
  now: () => number = Date.now,
): { channels: boolean; categories: boolean } {
  const seed = <T>(key: readonly unknown[], read: () => T | null): boolean => {
    if (client.getQueryData(key) !== undefined) return false;
    const data = read();
    if (data === null) return false;
    client.setQueryData(key, data, { updatedAt: now() });
    return true;
  };
  return {
    channels: seed(keys.channels, () => storedLineup(store, token, now())),
    categories: seed(keys.categories, () => storedCategories(store, now())),
  };
}
