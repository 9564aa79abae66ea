/**
 * Why: a load's engine starts from what the session already holds for it — the page's fetch, the startup
 * picture already playing on the element, the manifest fetched while the engine's chunk loaded, the bandwidth
 * the last stream measured (a zap starts at a fitting rendition), the access token and the origins it may go to
 * with licence requests — and reports through callbacks the session guards against a replaced load.
 */
import type { EngineCallbacks, EngineContext } from '../engines/engine';
import type { StartupPicture } from '../engines/hls-startup-picture';
import type { PlayerOptions } from '../types/player';

export function engineContext(
  options: PlayerOptions,
  fetcher: typeof fetch,
  picture: StartupPicture | null,
  takeManifest: NonNullable<EngineContext['takeManifest']>,
  bandwidth: number | undefined,
  callbacks: EngineCallbacks,
): EngineContext {
  return {
    fetch: fetcher,
    ...(picture ? { picture } : {}),
    takeManifest,
    ...(bandwidth !== undefined ? { bandwidthEstimate: bandwidth } : {}),
    ...(options.accessToken
      ? {
          accessToken: options.accessToken,
          tokenOrigins: [options.api?.origin ?? '', ...(options.licenceTokenOrigins ?? [])],
        }
      : {}),
    ...(options.licenceHooks ? { licenceHooks: options.licenceHooks } : {}),
    callbacks,
  };
}
