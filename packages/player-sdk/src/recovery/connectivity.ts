/**
 * Why: when the network drops, engines fail request after request; the viewer needs "offline" once, and
 * playback must come back by itself (§4: back online reloads the channel with a connection-retry flag).
 * §7/§9: the probe is `GET /robots.txt?t=<now>` with no-store and a 3 s timeout; while offline it repeats
 * after 2 s, doubling up to 60 s. Any HTTP answer proves connectivity (even a 404); only a failed or
 * timed-out request means offline. Clock and timers are injected, so the back-off is tested with fake timers.
 */
import { CONNECTIVITY_PING } from '../constants';

/** Delay before the ping after `attempt` consecutive failures (0-based): 2 s, 4 s, 8 s … 60 s. */
export function nextPingDelay(attempt: number): number {
  const n = Math.max(0, Math.floor(Number.isFinite(attempt) ? attempt : 0));
  // Cap the exponent first: 2^n overflows long before it matters.
  const delay = CONNECTIVITY_PING.initialDelayMs * 2 ** Math.min(n, 16);
  return Math.min(CONNECTIVITY_PING.maxDelayMs, delay);
}

type TimerHandle = unknown;

export interface ConnectivityDeps {
  fetch: typeof fetch;
  /** Absolute URL whose origin serves /robots.txt (the site, not the API). */
  baseUrl: string;
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  signal: AbortSignal;
}

export interface ConnectivityHandlers {
  offline(): void;
  online(): void;
}

export interface ConnectivityMonitor {
  /**
   * Ping now (after a network error or a browser 'offline'/'online' event). Asked while a ping is out, it is
   * answered by that ping, and by one more if that one found the network: it may have left before the change.
   */
  check(): void;
  readonly online: boolean;
  dispose(): void;
}

export function pingUrl(baseUrl: string, now: number): string {
  const url = new URL(CONNECTIVITY_PING.path, baseUrl);
  url.searchParams.set('t', String(now));
  return url.toString();
}

export function createConnectivityMonitor(
  deps: ConnectivityDeps,
  on: ConnectivityHandlers,
): ConnectivityMonitor {
  // Fail at construction, not at the first outage, when the base URL cannot be resolved.
  pingUrl(deps.baseUrl, 0);
  let online = true;
  let failures = 0;
  let disposed = false;
  let inFlight: AbortController | null = null;
  // A check asked while a ping was out. Why: a browser 'offline' event can come while a ping that left just
  // before the drop is still out; that ping then answers, the monitor stays online and, with a full buffer,
  // nothing asks again — the viewer never saw "offline" (sdk-faults › offline then online, flaky once).
  let askedDuringPing = false;
  let retryTimer: TimerHandle | null = null;

  function clearRetry(): void {
    if (retryTimer !== null) deps.clearTimeout(retryTimer);
    retryTimer = null;
  }

  function settle(reachable: boolean): void {
    if (disposed) return;
    if (reachable) {
      failures = 0;
      if (!online) {
        online = true;
        on.online();
      }
      return;
    }
    if (online) {
      online = false;
      on.offline();
    }
    if (disposed) return;
    retryTimer = deps.setTimeout(() => {
      retryTimer = null;
      check();
    }, nextPingDelay(failures));
    failures += 1;
  }

  function check(): void {
    if (disposed) return;
    if (inFlight) {
      askedDuringPing = true;
      return;
    }
    clearRetry();
    const controller = new AbortController();
    inFlight = controller;
    let timedOut = false;
    const timeout = deps.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, CONNECTIVITY_PING.timeoutMs);
    const done = (reachable: boolean) => {
      deps.clearTimeout(timeout);
      if (inFlight !== controller) return;
      inFlight = null;
      const again = askedDuringPing;
      askedDuringPing = false;
      settle(reachable && !timedOut);
      // Unreachable already went offline and retries on its back-off; only "reachable" may be stale.
      if (again && reachable && !timedOut) check();
    };
    let request: Promise<Response>;
    try {
      request = deps.fetch(pingUrl(deps.baseUrl, deps.now()), {
        method: 'GET',
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      done(false);
      return;
    }
    request.then(
      () => done(true),
      () => done(false),
    );
  }

  function dispose(): void {
    if (disposed) return;
    disposed = true;
    clearRetry();
    inFlight?.abort();
    inFlight = null;
  }

  if (deps.signal.aborted) dispose();
  else deps.signal.addEventListener('abort', dispose, { once: true });

  return {
    check,
    get online() {
      return online;
    },
    dispose,
  };
}
