/**
 * Why: the player's code (the SDK and its skin) is its own chunk so a page's first paint never waits for it.
 * It was rendered through React.lazy and <Suspense>: lazy suspends on its first render even when the chunk
 * has arrived already, and React then holds the fallback for its reveal throttle (≈ 300 ms) before it mounts
 * the player — measured on the channel page as ≈ 340 ms between the channel settling and the SDK's first
 * request. PlayerView instead renders the module once it is here (a plain component, nothing suspends) and
 * waits for it with ordinary state when it is not. A channel page starts the download, and hls.js's chunk,
 * as soon as its route loads, while the session starts.
 */
import { preloadChannelEngine } from './preload-engine';

export type AppPlayerModule = typeof import('./AppPlayer');

let loaded: AppPlayerModule | null = null;
let pending: Promise<AppPlayerModule> | null = null;

/** Starts (once) or joins the download of the player's chunk; a failed download may be tried again. */
export function loadAppPlayer(
  importer: () => Promise<AppPlayerModule> = () => import('./AppPlayer'),
): Promise<AppPlayerModule> {
  pending ??= importer().then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The player's module when it has arrived, so a render can use it without waiting. */
export function loadedAppPlayer(): AppPlayerModule | null {
  return loaded;
}

/** A channel route's head start: the player's chunk and the hls.js engine, fetched while the session starts. */
export function preloadChannelPlayer(): void {
  loadAppPlayer().catch(() => undefined);
  preloadChannelEngine();
}
