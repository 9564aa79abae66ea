/**
 * Why: the session asked for the platform configuration when the app started (000 §4 Startup), and the
 * player's timeline asks for it again before its first stream call (blackout mattress fields, 001 §4). Answering
 * the player from the session's copy takes that call off the way to the first frame. Without a copy (the
 * session has not started, or the start-up call failed) the player asks the API as before.
 */
import type { OperatorApi, PlatformConfig } from '@onair/player-sdk';

/**
 * `held` may also be a promise of the session's copy (a player started before the session's start has ended,
 * early-player.ts): the player then waits for it, and asks the API only when it ends without one.
 */
export type HeldConfiguration = () => PlatformConfig | null | Promise<PlatformConfig | null>;

export function withSessionConfiguration(api: OperatorApi, held: HeldConfiguration): OperatorApi {
  const own = api.configuration;
  if (!own) return api;
  return {
    ...api,
    configuration: (options) => {
      const configuration = held();
      if (configuration === null) return own(options);
      return Promise.resolve(configuration).then((value) => value ?? own(options));
    },
  };
}
