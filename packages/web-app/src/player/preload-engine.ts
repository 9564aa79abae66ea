/**
 * Why: the operator's channels stream HLS (§3 `hls_mbr`), which the player plays with hls.js wherever Media
 * Source Extensions exist (the SDK's own rule: engine-guess.ts). hls.js's chunk is the largest download before a
 * channel's first frame; a channel page starts it while the channel settles (the 600 ms load delay, 001 §4) and
 * the stream is asked for, instead of after the stream call answered. Without MSE the player picks native
 * playback and nothing is fetched.
 *
 * Fetched, not run (issue 38, session 19): this used to `import()` the engine and hls.js's full build, and an
 * import runs the module — hls.js's evaluation then fell between the stream's playlist and the first frame on a
 * returning viewer's channel page (traced; docs/performance.md). The build names the start's chunks in the HTML
 * (start-chunks-plugin.ts) and this adds a `<link rel="modulepreload">` for each: the browser fetches and compiles
 * them off the main thread, and they run only when the player imports them — hls.js after the SDK's startup
 * picture has shown the first frame, as the SDK orders it (session-warm-up.ts `deferHls`). Without the `<meta>`
 * (the dev server) nothing is hinted and the player fetches its chunks itself.
 */
import { preloadChannelCode } from '@onair/player-sdk';
import { START_CHUNKS_META } from './start-chunk-names';

/** The start's chunk addresses the build wrote into the page (none without the `<meta>`). */
export function startChunkAddresses(doc: Document): string[] {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${START_CHUNKS_META}"]`);
  return (meta?.content ?? '').split(/\s+/).filter(Boolean);
}

/**
 * Adds a `modulepreload` link for each of the start's chunks the page does not hint already (the server's route
 * hints, or an earlier call); returns how many it added.
 */
export function hintStartChunks(doc: Document): number {
  const hinted = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  let added = 0;
  for (const address of startChunkAddresses(doc)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = address;
    if (hinted.has(link.href)) continue;
    hinted.add(link.href);
    doc.head.append(link);
    added += 1;
  }
  return added;
}

const pageWindow = () => (typeof window === 'undefined' ? undefined : window);

export function preloadChannelEngine(
  win: object | undefined = pageWindow(),
  doc = pageWindow()?.document,
): boolean {
  const mse = win !== undefined && ('MediaSource' in win || 'ManagedMediaSource' in win);
  if (!mse || !doc) return false;
  hintStartChunks(doc);
  return true;
}

/** All a channel's player fetches before its stream: the engine and the SDK's channel (timeline) code. */
export function preloadChannelPage(
  win: object | undefined = pageWindow(),
  channelCode: () => void = preloadChannelCode,
  doc = pageWindow()?.document,
): boolean {
  if (win !== undefined) channelCode();
  return preloadChannelEngine(win, doc);
}
