/**
 * Why: UIs read the player through `getState()` + `subscribe()` (React's useSyncExternalStore needs the same
 * object back until something changed). Each update makes a new top-level object that shares every unchanged
 * field, and updates that change nothing notify nobody.
 */
export interface Store<S extends object> {
  get(): S;
  set(patch: Partial<S>): void;
  subscribe(listener: (state: S) => void): () => void;
  clear(): void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state: S = Object.freeze({ ...initial });
  const listeners = new Set<(state: S) => void>();
  return {
    get: () => state,
    set(patch) {
      let changed = false;
      for (const key of Object.keys(patch) as (keyof S)[]) {
        if (!Object.is(state[key], patch[key])) {
          changed = true;
          break;
        }
      }
      if (!changed) return;
      state = Object.freeze({ ...state, ...patch });
      for (const listener of [...listeners]) {
        try {
          listener(state);
        } catch (error) {
          // One failing subscriber must not starve the others or break playback.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear: () => listeners.clear(),
  };
}
