import { browserStore, isStoredToken, KEYS, readJson } from '../session/storage';

/** 000 §8: a device call answering 404 marks the stored token in error, so the restart re-authorises. */
export function markTokenInError(store = browserStore()): void {
  const stored = readJson(store, KEYS.token, isStoredToken);
  if (stored) store.set(KEYS.token, JSON.stringify({ ...stored, error: true }));
}
