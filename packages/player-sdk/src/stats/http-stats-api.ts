/**
 * Why: a host creates the default `StatsApi` with the player (often at page load), but the first stat call is
 * due only once a source plays. So the core carries only this stand-in; the HTTP client itself
 * (./http-stats-client.ts) lives in the lazy stats chunk, beside the stats controller. A call made before that
 * chunk has arrived waits for it, and calls leave in the order they were made: none is lost. The stats
 * controller lives in the same chunk and attaches the client synchronously when it is created, so its pings,
 * and the beacons of a closing page, never wait for a module.
 */
import type { HttpStatsApiOptions, StatsApi } from './types';

/** Makes the real client (./http-stats-client.ts `createHttpStatsClient`). */
export type HttpStatsClientFactory = (options: HttpStatsApiOptions) => StatsApi;

/** Every stand-in, with how it takes its client (once; a client it already has stays). */
const awaitingClient = new WeakMap<StatsApi, (create: HttpStatsClientFactory) => unknown>();

/** Once the stats chunk is in: gives `api` its client now when it is a stand-in still without one. */
export function attachHttpStatsClient(api: StatsApi, create: HttpStatsClientFactory): void {
  awaitingClient.get(api)?.(create);
}

export function createHttpStatsApi(options: HttpStatsApiOptions): StatsApi {
  return createLazyStatsApi(options, () => import('./stats-runtime').then((rt) => rt.createHttpStatsClient));
}

/** The stand-in, with how the client's module is loaded injected (tests hold the chunk back). */
export function createLazyStatsApi(
  options: HttpStatsApiOptions,
  loadClient: () => Promise<HttpStatsClientFactory>,
): StatsApi {
  let client: StatsApi | undefined;
  let arriving: Promise<StatsApi> | undefined;
  const attach = (create: HttpStatsClientFactory): StatsApi => (client ??= create(options));

  function send(use: (client: StatsApi) => Promise<void>): Promise<void> {
    // Once one call has waited for the chunk, every later call queues behind it on the same promise: a call
    // that went straight to a client attached meanwhile would overtake the waiting ones.
    if (client && !arriving) return use(client);
    arriving ??= loadClient().then(attach, (error: unknown) => {
      // A failed chunk load rejects the waiting calls (the send queue retries them) and is tried again.
      arriving = undefined;
      throw error;
    });
    return arriving.then(use);
  }

  const api: StatsApi = {
    stat: (...args) => send((c) => c.stat(...args)),
    playbackStart: (...args) => send((c) => c.playbackStart(...args)),
    playbackUpdate: (...args) => send((c) => c.playbackUpdate(...args)),
    playbackError: (...args) => send((c) => c.playbackError(...args)),
    tracking: (...args) => send((c) => c.tracking(...args)),
    analytics: (...args) => send((c) => c.analytics(...args)),
    // A beacon is synchronous: refused (false) while there is no client, or the client has no sendBeacon, and
    // the send queue then sends the call the ordinary way, as it does for a StatsApi without a beacon.
    beacon: (call) => client?.beacon?.(call) ?? false,
  };
  awaitingClient.set(api, attach);
  return api;
}
