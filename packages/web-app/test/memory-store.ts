/** A storage for tests: what the app's `KeyValueStore` would keep in localStorage, kept in a Map. */
import type { KeyValueStore } from '../src/session/storage';

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}
