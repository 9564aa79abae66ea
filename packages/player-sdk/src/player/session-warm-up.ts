/**
 * Why: what a load needs before its engine can start — what the browser can play, the manifest, the start
 * rendition's first files, the engine's chunk — is known as soon as the source is. A pre-roll, packshots or a
 * zap's teardown would otherwise pass before any of it begins. This is the session's head start: one capability
 * probe per player (what the browser can play does not change while the page lives), the manifest prefetch
 * (one held at a time) and the engine chunk's preload, each begun once per source.
 */
import type { EngineFactory } from '../engines/engine';
import { createManifestPrefetch, type ManifestPrefetch } from '../engines/manifest-prefetch';
import type { PlaybackCapabilities } from '../selection/capabilities';
import type { SelectionPrefs } from '../selection/select-playback';
import type { PlayerSource } from '../types/player';
import { guessPlan, likelyCapabilities } from './engine-guess';

export interface WarmUpDeps {
  lifetime: AbortSignal;
  engineFactory: EngineFactory;
  probe: () => Promise<PlaybackCapabilities>;
  now: () => number;
  fetch: typeof fetch;
  prefs: SelectionPrefs;
  /** The bandwidth the last stream measured, if any: the start rendition is chosen with it. */
  bandwidth: () => number | undefined;
}

export interface WarmUp {
  prefetch: ManifestPrefetch;
  /** What this source's plan needs to know of the browser: the probe's answer, or the likely one when it cannot matter. */
  capabilitiesFor(source: PlayerSource): PlaybackCapabilities | Promise<PlaybackCapabilities>;
  /**
   * Starts the probe, the manifest and the engine chunk for this source; idempotent per source. `deferHls`:
   * nothing holds the source before it plays, so a clear hls.js plan leaves the engine's import to the load,
   * which makes it after the startup picture's first frame (hls.js's evaluation holds the main thread for tens
   * of ms, and the picture's few steps would otherwise queue behind it).
   */
  warm(source: PlayerSource, deferHls?: boolean): void;
}

export function createWarmUp(deps: WarmUpDeps): WarmUp {
  let capabilities: Promise<PlaybackCapabilities> | null = null;
  let knownCaps: PlaybackCapabilities | null = null;
  let warmed: PlayerSource | null = null;
  const prefetch = createManifestPrefetch(deps.fetch, deps.now);
  deps.lifetime.addEventListener('abort', () => prefetch.cancel(), { once: true });
  const pageWindow = () => (typeof window === 'undefined' ? undefined : window);

  function probe(): Promise<PlaybackCapabilities> {
    capabilities ??= deps.probe().then(
      (caps) => {
        knownCaps = caps;
        return caps;
      },
      (error: unknown) => {
        capabilities = null;
        throw error;
      },
    );
    return capabilities;
  }

  return {
    prefetch,
    /**
     * The key-system answers only matter to a stream that offers DRM. When even a browser with every key system
     * would play this stream in the clear through MSE, the plan cannot change with the probe's answer, so the
     * first load does not wait for the EME queries (tens of ms on their first call). The probe still runs.
     */
    capabilitiesFor(source) {
      if (knownCaps) return knownCaps;
      const likely = likelyCapabilities(pageWindow());
      const plan = likely.mse ? guessPlan(source.stream, likely, deps.prefs) : null;
      return plan && !plan.drm && plan.engine !== 'native' ? likely : probe();
    },
    warm(source, deferHls = false) {
      if (deps.lifetime.aborted) return;
      const first = warmed !== source;
      warmed = source;
      // The probe serves every engine, a custom factory's too: it starts even when nothing else can be warmed.
      if (first) probe().catch(() => undefined);
      const plan = guessPlan(source.stream, knownCaps ?? likelyCapabilities(pageWindow()), deps.prefs);
      const { preload } = deps.engineFactory;
      if (!plan || !preload) return;
      // Only the built-in hls.js engine takes a prefetched manifest (hls-prefetch-loader.ts); others fetch their
      // own. The start rendition's first files follow it from a chunk of their own (hls-startup-prefetch.ts).
      if (first && plan.engine === 'hls')
        prefetch.start(plan.url, () =>
          import('../engines/hls-startup-prefetch').then((chunk) =>
            chunk.startupFollower({
              fetch: deps.fetch,
              estimate: deps.bandwidth(),
              startAt: source.startPosition,
            }),
          ),
        );
      // A clear HLS plan's playlist decides which hls.js build the preload fetches (engines/hls-build.ts).
      const playlist = !plan.drm && prefetch.text(plan.url);
      if (deferHls && plan.engine === 'hls' && !plan.drm) return;
      if (playlist) preload(plan.engine, plan.protocol, playlist);
      else preload(plan.engine, plan.protocol);
    },
  };
}
