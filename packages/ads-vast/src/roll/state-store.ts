/** A tiny observable for the ad break state; a throwing listener never breaks the roll. */
import { type AdBreakState, IDLE_AD_BREAK_STATE } from './types';

export interface AdBreakStore {
  get(): AdBreakState;
  set(patch: Partial<AdBreakState>): void;
  reset(): void;
  subscribe(listener: (state: AdBreakState) => void): () => void;
  clear(): void;
}

export function createAdBreakStore(): AdBreakStore {
  let state = IDLE_AD_BREAK_STATE;
  const listeners = new Set<(state: AdBreakState) => void>();
  const notify = () => {
    for (const listener of [...listeners]) {
      try {
        listener(state);
      } catch {
        // A skin's bug must not stop the ad (or the content after it).
      }
    }
  };
  return {
    get: () => state,
    set(patch) {
      const next = { ...state, ...patch };
      const changed = (Object.keys(next) as (keyof AdBreakState)[]).some((key) => next[key] !== state[key]);
      if (!changed) return;
      state = Object.freeze(next);
      notify();
    },
    reset() {
      if (state === IDLE_AD_BREAK_STATE) return;
      state = IDLE_AD_BREAK_STATE;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}
