/**
 * Why: 001 §4 "On every path change the step counter increases" — one counter for the whole app, not
 * one per screen: the shell counts (EngagementHost, mounted on every route, embeds included) and whoever
 * needs it reads the same number (the permission prompt hides after more than one step, prompt-policy.ts).
 * A path counts once, however many times a component re-runs its effect for it (React's strict mode).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

export interface StepCounter {
  /** The path is now `path`; a change counts one step. Returns the count. */
  pathChanged(path: string): number;
  current(): number;
  subscribe(listener: () => void): () => void;
}

export function createStepCounter(): StepCounter {
  let steps = 0;
  let lastPath: string | null = null;
  const listeners = new Set<() => void>();
  return {
    pathChanged(path) {
      if (path === lastPath) return steps;
      lastPath = path;
      steps += 1;
      for (const listener of listeners) listener();
      return steps;
    },
    current: () => steps,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one counter. */
export const navigationSteps = createStepCounter();

/** Counts the route's path changes; the shell calls it once. */
export function useCountNavigationSteps(counter: StepCounter = navigationSteps): void {
  const { pathname } = useLocation();
  useEffect(() => {
    counter.pathChanged(pathname);
  }, [counter, pathname]);
}

/** The steps taken so far in this visit, re-rendering on each new one. */
export function useNavigationSteps(counter: StepCounter = navigationSteps): number {
  return useSyncExternalStore(counter.subscribe, counter.current, counter.current);
}
