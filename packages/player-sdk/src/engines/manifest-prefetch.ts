/**
 * Why: at startup the engine chunk (hls.js is ~180 KB gzip) and the manifest are independent downloads, yet
 * an engine can only ask for its manifest once its code has arrived and run. Fetching the manifest while the
 * chunk loads, and handing the text to the engine once, takes one round trip off the path to the first frame.
 * One manifest is held at a time (a newer load replaces it and aborts its request); a failed or refused fetch
 * yields null and the engine asks the network itself, so its own retries and error reports stay intact; so does
 * one asked for too long after it started (MANIFEST_PREFETCH_MAX_AGE_MS), since a live window moves on.
 */
import { MANIFEST_PREFETCH_MAX_AGE_MS } from '../constants';
import type { StartupPicture } from './hls-startup-picture';

export interface PrefetchedManifest {
  /** The URL after redirects: relative playlist and segment URIs resolve against it. */
  url: string;
  status: number;
  text: string;
  /** What the startup prefetch fetched after this manifest (hls-startup-prefetch.ts); absent when none ran. */
  startup?: StartupMedia | null;
}

/** A file fetched ahead of the engine, with the times (performance.now()) its download really took. */
export interface PrefetchedFile {
  url: string;
  status: number;
  data: string | ArrayBuffer;
  timing: { start: number; first: number; end: number };
}

/** The start rendition's playlist, init and first segment, fetched while the engine chunk downloads. */
export interface StartupMedia {
  /** The rendition those files belong to: the engine starts on it. */
  levelUrl: string;
  /** The prefetched file for this exact URL, handed out once; null when none was fetched for it. */
  take(url: string): Promise<PrefetchedFile | null> | null;
  /** Shows the first frame from these files on the element before the engine runs (hls-startup-picture.ts). */
  present?(video: HTMLVideoElement, signal: AbortSignal, autoplay: boolean): Promise<StartupPicture | null>;
}

/**
 * Loads the startup prefetch's chunk when the manifest download starts (so the two overlap) and resolves to
 * what continues from the manifest once it arrives.
 */
export type StartupFollower = () => Promise<
  (manifest: PrefetchedManifest, signal: AbortSignal) => StartupMedia | null
>;

export interface ManifestPrefetch {
  start(url: string, follow?: StartupFollower): void;
  /** The prefetched manifest for this exact URL, handed out once; null when none was started for it. */
  take(url: string): Promise<PrefetchedManifest | null> | null;
  /** The startup picture of this URL's prefetch, on `video`; null when none was started for it. */
  present(
    url: string,
    video: HTMLVideoElement,
    signal: AbortSignal,
    autoplay: boolean,
  ): Promise<StartupPicture | null> | null;
  /** The playlist text prefetched for this URL, without taking it; null when none was started for it. */
  text(url: string): Promise<string | null> | null;
  cancel(): void;
}

interface Entry {
  url: string;
  startedAt: number;
  controller: AbortController;
  result: Promise<PrefetchedManifest | null>;
}

export function createManifestPrefetch(fetcher: typeof fetch, now: () => number): ManifestPrefetch {
  let entry: Entry | null = null;

  function cancel(): void {
    entry?.controller.abort();
    entry = null;
  }

  return {
    start(url, follow) {
      if (entry?.url === url && now() - entry.startedAt <= MANIFEST_PREFETCH_MAX_AGE_MS) return;
      cancel();
      const controller = new AbortController();
      const next = follow?.().catch(() => null);
      const result = fetcher(url, { signal: controller.signal, credentials: 'same-origin' })
        .then(async (response): Promise<PrefetchedManifest | null> => {
          if (!response.ok) return null;
          const manifest = { url: response.url || url, status: response.status, text: await response.text() };
          const chain = await next;
          return chain ? { ...manifest, startup: chain(manifest, controller.signal) } : manifest;
        })
        .catch(() => null);
      entry = { url, startedAt: now(), controller, result };
    },
    take(url) {
      if (!entry || entry.url !== url) return null;
      const { result, startedAt } = entry;
      if (now() - startedAt > MANIFEST_PREFETCH_MAX_AGE_MS) {
        cancel();
        return null;
      }
      entry = null;
      return result;
    },
    present(url, video, signal, autoplay) {
      if (entry?.url !== url) return null;
      return entry.result
        .then((manifest) => manifest?.startup?.present?.(video, signal, autoplay) ?? null)
        .catch(() => null);
    },
    text(url) {
      return entry?.url === url ? entry.result.then((manifest) => manifest?.text ?? null) : null;
    },
    cancel,
  };
}
