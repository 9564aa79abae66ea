/**
 * Why (§4 Player errors, §8): every error of a stream goes to the recovery policy (counters, retries, the
 * error panel), and a fatal network error also asks whether the player is offline at all (then "back online"
 * reloads it). The session reports to this one place; both policies live in `recovery/` and run on the
 * browser's timers, which this wiring is the one place to supply.
 */
import type { PlayerError } from '../errors/catalogue';
import { wireConnectivity } from '../recovery/connectivity-wiring';
import { type RecoveryWiring, type RecoveryWiringDeps, wireRecovery } from '../recovery/recovery-wiring';
import type { PlayerOptions } from '../types/player';

/** What both policies hear of the player (the recovery's own names). */
export type StreamHealthDeps = Pick<
  RecoveryWiringDeps,
  'video' | 'session' | 'signal' | 'get' | 'set' | 'emitter' | 'now'
>;

export interface StreamHealth {
  recovery: RecoveryWiring;
  /** An error of the current stream. */
  streamError(error: PlayerError): void;
}

export function wireStreamHealth(
  deps: StreamHealthDeps,
  options: PlayerOptions,
  fetcher: typeof fetch,
): StreamHealth {
  const timers = {
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (handle: never) => clearInterval(handle),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (handle: never) => clearTimeout(handle),
  };
  const recovery = wireRecovery({
    ...deps,
    ...timers,
    ...(options.stallAfterMs === undefined ? {} : { stallAfterMs: options.stallAfterMs }),
    ...(options.redaction ? { redaction: options.redaction } : {}),
  });
  const connectivity = wireConnectivity({
    ...deps,
    fetch: fetcher,
    baseUrl: options.connectivityBaseUrl ?? (typeof location === 'undefined' ? '' : location.origin),
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
  });
  return {
    recovery,
    streamError(error) {
      recovery.streamError(error);
      if (error.fatal && error.category === 'network') connectivity.check();
    },
  };
}
