/**
 * Why: shaka's DASH-only build is about 75 KB (gzip) smaller than its full build, and most protected streams are
 * DASH. Only HLS that hls.js cannot play (FairPlay, SAMPLE-AES) needs the full build, so each is its own lazy
 * chunk, loaded for the plan's protocol; a page that plays DASH never downloads the HLS parser.
 */
import type shaka from 'shaka-player/dist/shaka-player.compiled.js';
import type { PlaybackPlan } from '../selection/select-playback';

export type Shaka = typeof shaka;

export function loadShakaLibrary(protocol: PlaybackPlan['protocol']): Promise<Shaka> {
  if (protocol === 'hls') return import('./shaka-hls-library').then((m) => m.default);
  // The DASH build's namespace is the full one's without the HLS parser: the same types for what we call.
  return import('./shaka-dash-library').then((m) => m.default as unknown as Shaka);
}
