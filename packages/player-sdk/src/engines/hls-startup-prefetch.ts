/**
 * Why: a lazily loaded chunk of its own (kept out of the core's size budget), fetched beside the manifest. Once
 * the multivariant playlist is in, it fetches the start rendition's playlist, then its init segment and the
 * segment playback starts in (hls-startup-pick.ts) — the requests hls.js would make only after its ~180 KB chunk
 * has arrived and run. The engine hands each file to hls.js once (hls-prefetch-loader.ts); a file that failed
 * or was never fetched is asked for by hls.js itself, so its retries and error reports stay as they are.
 * Each download keeps the times it really took, so hls.js's bandwidth estimate is not fooled by a file served
 * from memory.
 */

import {
  HLS_DEFAULT_ESTIMATE_BPS,
  type StartFiles,
  startAudio,
  startFiles,
  startVariant,
} from './hls-startup-pick';
import { type PicturePiece, presentStartup } from './hls-startup-picture';
import type { PrefetchedFile, PrefetchedManifest, StartupMedia } from './manifest-prefetch';

export interface StartupOptions {
  fetch: typeof fetch;
  /** The bandwidth the last stream measured (bits/s); hls.js's default estimate when none. */
  estimate?: number | undefined;
  /** Where a VOD starts (seconds); live always starts behind its edge. */
  startAt?: number | undefined;
  now?: () => number;
}

function download(
  url: string,
  as: 'text' | 'bytes',
  signal: AbortSignal,
  options: StartupOptions,
): Promise<PrefetchedFile | null> {
  const now = options.now ?? (() => performance.now());
  const start = now();
  return options
    .fetch(url, { signal, credentials: 'same-origin' })
    .then(async (response): Promise<PrefetchedFile | null> => {
      if (!response.ok) return null;
      const first = now();
      const data = as === 'text' ? await response.text() : await response.arrayBuffer();
      return {
        url: response.url || url,
        status: response.status,
        data,
        timing: { start, first, end: now() },
      };
    })
    .catch(() => null);
}

export function prefetchStartup(
  manifest: PrefetchedManifest,
  signal: AbortSignal,
  options: StartupOptions,
): StartupMedia | null {
  const estimate = options.estimate ?? HLS_DEFAULT_ESTIMATE_BPS;
  const variant = startVariant(manifest.text, manifest.url, estimate);
  if (!variant) return null;
  const files = new Map<string, Promise<PrefetchedFile | null>>();
  // Each playlist's start files, so the startup picture can read the same files hls.js will be handed.
  const starts = new Map<string, Promise<StartFiles | null>>();
  // The video rendition and, when its audio is a rendition of its own, that audio: the first frame needs both.
  const audio = startAudio(manifest.text, manifest.url, variant);
  for (const url of audio ? [variant.url, audio] : [variant.url]) {
    const playlist = download(url, 'text', signal, options);
    files.set(url, playlist);
    // Registered before anyone can take the playlist, so the segments are known by the time hls.js has read it.
    const start = playlist.then((file) => {
      const start =
        file && typeof file.data === 'string' ? startFiles(file.data, file.url, options.startAt) : null;
      if (!start || signal.aborted) return null;
      if (start.init) files.set(start.init, download(start.init, 'bytes', signal, options));
      files.set(start.segment, download(start.segment, 'bytes', signal, options));
      return start;
    });
    starts.set(url, start);
  }
  /** The init and segment of one playlist, read without taking them from hls.js. */
  const piece = async (url: string): Promise<PicturePiece | null> => {
    const start = await starts.get(url);
    if (!start?.init) return null;
    const [init, segment] = await Promise.all([files.get(start.init), files.get(start.segment)]);
    if (!(init?.data instanceof ArrayBuffer) || !(segment?.data instanceof ArrayBuffer)) return null;
    return {
      init: init.data,
      segment: segment.data,
      segmentStart: start.segmentStart,
      position: start.position,
      end: start.end,
    };
  };
  return {
    levelUrl: variant.url,
    take(url) {
      const file = files.get(url) ?? null;
      files.delete(url);
      return file;
    },
    present: (video, presentSignal, autoplay) =>
      presentStartup(video, presentSignal, {
        codecs: variant.codecs,
        main: piece(variant.url),
        audio: audio ? piece(audio) : null,
        autoplay,
      }),
  };
}

/** What the session passes to the manifest prefetch: this chunk's continuation, with this load's options. */
export const startupFollower =
  (options: StartupOptions) => (manifest: PrefetchedManifest, signal: AbortSignal) =>
    prefetchStartup(manifest, signal, options);
