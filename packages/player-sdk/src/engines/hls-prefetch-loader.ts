/**
 * Why: hls.js asks for its multivariant playlist only after its ~180 KB chunk has loaded and run; the player
 * fetched that playlist meanwhile (manifest-prefetch.ts). This playlist loader serves the prefetched text to
 * hls.js's first manifest request, once, and leaves every other request (and a missed prefetch) to hls.js's
 * own loader, so retries, timeouts and error reports behave exactly as without it.
 */
import Hls, {
  type HlsConfig,
  type Loader,
  type LoaderCallbacks,
  type LoaderConfiguration,
  type LoaderStats,
  LoadStats,
  type PlaylistLoaderConstructor,
  type PlaylistLoaderContext,
} from 'hls.js';
import type { PrefetchedManifest } from './manifest-prefetch';

type FallbackLoader = new (config: HlsConfig) => Loader<PlaylistLoaderContext>;

export function prefetchingPlaylistLoader(
  prefetched: Promise<PrefetchedManifest | null>,
  Fallback: FallbackLoader = Hls.DefaultConfig.loader as unknown as FallbackLoader,
  now: () => number = () => performance.now(),
): PlaylistLoaderConstructor {
  // The prefetch answers one manifest request; live reloads and level playlists go to the network.
  let pending: Promise<PrefetchedManifest | null> | null = prefetched;

  return class PrefetchingPlaylistLoader implements Loader<PlaylistLoaderContext> {
    context: PlaylistLoaderContext | null = null;
    private readonly own = new LoadStats();
    private inner: Loader<PlaylistLoaderContext> | null = null;
    private settled = false;

    constructor(private readonly config: HlsConfig) {}

    get stats(): LoaderStats {
      return this.inner?.stats ?? this.own;
    }

    load(
      context: PlaylistLoaderContext,
      loaderConfig: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      this.context = context;
      const serving = context.type === 'manifest' ? pending : null;
      if (!serving) {
        this.network(context, loaderConfig, callbacks);
        return;
      }
      pending = null;
      this.own.loading.start = now();
      void serving.then((manifest) => {
        if (this.settled) return;
        if (!manifest) {
          this.network(context, loaderConfig, callbacks);
          return;
        }
        this.settled = true;
        const at = now();
        this.own.loading.first = at;
        this.own.loading.end = at;
        this.own.loaded = manifest.text.length;
        this.own.total = manifest.text.length;
        callbacks.onSuccess(
          { url: manifest.url, data: manifest.text, code: manifest.status },
          this.own,
          context,
          null,
        );
      });
    }

    private network(
      context: PlaylistLoaderContext,
      loaderConfig: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      const inner = new Fallback(this.config);
      this.inner = inner;
      inner.load(context, loaderConfig, callbacks);
    }

    getCacheAge(): number | null {
      return this.inner?.getCacheAge?.() ?? null;
    }

    getResponseHeader(name: string): string | null {
      return this.inner?.getResponseHeader?.(name) ?? null;
    }

    abort(): void {
      this.settled = true;
      this.inner?.abort();
    }

    destroy(): void {
      this.settled = true;
      this.inner?.destroy();
      this.inner = null;
      this.context = null;
    }
  };
}
