/**
 * Why: after a network drop the viewer should not have to press anything (§4 Player). The browser's
 * online/offline events only hint; the monitor confirms with `/robots.txt` pings (2 s doubling to 60 s). Back
 * online, the current source reloads and `connectionRetry` is raised for 3 s so the UI can say so.
 */
import type { Emitter } from 'mitt';
import { CONNECTION_RETRY_FLAG_MS } from '../constants';
import type { Session } from '../player/session';
import type { PlayerEvents, PlayerState } from '../types/player';
import { createConnectivityMonitor } from './connectivity';

export interface ConnectivityWiringDeps {
  session: Session;
  signal: AbortSignal;
  set: (patch: Partial<PlayerState>) => void;
  emitter: Emitter<PlayerEvents>;
  fetch: typeof fetch;
  baseUrl: string;
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

export function wireConnectivity(deps: ConnectivityWiringDeps): { check(): void } {
  const { signal, set, emitter } = deps;
  let retryFlag: unknown = null;
  const monitor = createConnectivityMonitor(
    {
      fetch: deps.fetch,
      baseUrl: deps.baseUrl,
      now: deps.now,
      setTimeout: deps.setTimeout,
      clearTimeout: deps.clearTimeout,
      signal,
    },
    {
      offline() {
        set({ offline: true });
        emitter.emit('offline', undefined);
      },
      online() {
        set({ offline: false, connectionRetry: true });
        emitter.emit('online', undefined);
        if (retryFlag !== null) deps.clearTimeout(retryFlag as never);
        retryFlag = deps.setTimeout(() => {
          retryFlag = null;
          if (!signal.aborted) set({ connectionRetry: false });
        }, CONNECTION_RETRY_FLAG_MS);
        if (deps.session.source()) void deps.session.reload();
      },
    },
  );
  signal.addEventListener(
    'abort',
    () => {
      if (retryFlag !== null) deps.clearTimeout(retryFlag as never);
      monitor.dispose();
    },
    { once: true },
  );
  if (typeof window !== 'undefined') {
    window.addEventListener('offline', () => monitor.check(), { signal });
    window.addEventListener('online', () => monitor.check(), { signal });
  }
  return { check: () => monitor.check() };
}
