/**
 * Why: the player remembers volume, mute and per-channel languages, but localStorage may be absent (SSR),
 * blocked (Safari private mode, sandboxed iframes) or full. A guarded storage degrades to memory instead of
 * throwing into playback.
 */
export interface PlayerStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function createMemoryStorage(): PlayerStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
  };
}

/** localStorage when it works, otherwise memory; a write that throws later falls back to memory too. */
export function createGuardedStorage(candidate?: Storage | null): PlayerStorage {
  const memory = createMemoryStorage();
  const local = candidate === undefined ? findLocalStorage() : candidate;
  if (!local || !probe(local)) return memory;
  return {
    get(key) {
      try {
        return local.getItem(key) ?? memory.get(key);
      } catch {
        return memory.get(key);
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        local.setItem(key, value);
      } catch {
        // Quota or privacy mode: memory keeps the value for this page's life.
      }
    },
  };
}

function findLocalStorage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

function probe(storage: Storage): boolean {
  const key = '__onair_probe__';
  try {
    storage.setItem(key, '1');
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
