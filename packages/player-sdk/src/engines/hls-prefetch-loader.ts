/**
 * Why: hls.js asks for its playlists and first segments only after its ~180 KB chunk has loaded and run; the
 * player fetched the multivariant playlist meanwhile (manifest-prefetch.ts) and, from it, the start rendition's
 * playlist, init and first segment (hls-startup-prefetch.ts). These loaders serve each prefetched file to hls.js's
 * request for that exact URL, once, and leave every other request (and a missed prefetch) to hls.js's own loader,
 * so retries, timeouts and error reports behave exactly as without them.
 */
import type {
  FragmentLoaderConstructor,
  FragmentLoaderContext,
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
  PlaylistLoaderConstructor,
  PlaylistLoaderContext,
} from 'hls.js';
import type { PrefetchedFile, PrefetchedManifest, StartupMedia } from './manifest-prefetch';

type AnyLoader<T extends LoaderContext> = new (config: HlsConfig) => Loader<T>;

/** What the loaders take from the hls.js build in use (full or light: the engine loads one, hls-library.ts). */
export interface LoaderLibrary {
  /** hls.js's own network loader, for every request the prefetch does not answer. */
  Fallback: AnyLoader<LoaderContext>;
  Stats: new () => LoaderStats;
}

export interface PrefetchingLoaders {
  pLoader: PlaylistLoaderConstructor;
  fLoader: FragmentLoaderConstructor;
  /** The startup prefetch's files, once the manifest was served (null before, or when none ran). */
  startup(): StartupMedia | null;
}

/** One loader class: serves what `pick` finds for a request, else asks `Fallback`. */
function servingLoader<T extends LoaderContext>(
  pick: (context: T) => Promise<PrefetchedFile | null> | null,
  Fallback: AnyLoader<T>,
  Stats: new () => LoaderStats,
): AnyLoader<T> {
  return class PrefetchingLoader implements Loader<T> {
    context: T | null = null;
    // Shared with the network loader when there is one, so hls.js reads one stats object whichever served.
    readonly stats: LoaderStats = new Stats();
    private inner: Loader<T> | null = null;
    private settled = false;

    constructor(private readonly config: HlsConfig) {}

    load(context: T, loaderConfig: LoaderConfiguration, callbacks: LoaderCallbacks<T>): void {
      this.context = context;
      // hls.js writes 0 / 0 for "no byte range"; a ranged request is never one of the prefetched whole files.
      const ranged = (context.rangeStart ?? 0) > 0 || (context.rangeEnd ?? 0) > 0;
      const serving = ranged ? null : pick(context);
      if (!serving) {
        this.network(context, loaderConfig, callbacks);
        return;
      }
      void serving.then((file) => {
        if (this.settled) return;
        if (!file) {
          this.network(context, loaderConfig, callbacks);
          return;
        }
        this.settled = true;
        const size = typeof file.data === 'string' ? file.data.length : file.data.byteLength;
        // The download's real times: a file served from memory must not read as an infinitely fast network to
        // hls.js's bandwidth estimate (the wait before hls.js asked counts too, which errs on the low side).
        this.stats.loading.start = file.timing.start;
        this.stats.loading.first = file.timing.first;
        this.stats.loading.end = file.timing.end;
        this.stats.loaded = size;
        this.stats.total = size;
        callbacks.onSuccess({ url: file.url, data: file.data, code: file.status }, this.stats, context, null);
      });
    }

    private network(context: T, loaderConfig: LoaderConfiguration, callbacks: LoaderCallbacks<T>): void {
      const inner = new Fallback(this.config);
      inner.stats = this.stats;
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

const asFile = (manifest: PrefetchedManifest | null, at: number): PrefetchedFile | null =>
  manifest && {
    url: manifest.url,
    status: manifest.status,
    data: manifest.text,
    timing: { start: at, first: at, end: at },
  };

export function prefetchingLoaders(
  prefetched: Promise<PrefetchedManifest | null>,
  { Fallback, Stats }: LoaderLibrary,
  now: () => number = () => performance.now(),
): PrefetchingLoaders {
  // The prefetch answers one manifest request; live reloads go to the network.
  let pending: Promise<PrefetchedManifest | null> | null = prefetched;
  let startup: StartupMedia | null = null;
  const pLoader = servingLoader<PlaylistLoaderContext>(
    (context) => {
      if (context.type !== 'manifest') return startup?.take(context.url) ?? null;
      if (!pending) return null;
      const manifest = pending;
      pending = null;
      return manifest.then((m) => {
        startup = m?.startup ?? null;
        // A manifest served from memory took no time (what it really took was before hls.js existed).
        return asFile(m, now());
      });
    },
    Fallback as AnyLoader<PlaylistLoaderContext>,
    Stats,
  );
  const fLoader = servingLoader<FragmentLoaderContext>(
    (context) => (context.part ? null : (startup?.take(context.url) ?? null)),
    Fallback as AnyLoader<FragmentLoaderContext>,
    Stats,
  );
  return { pLoader, fLoader, startup: () => startup };
}
