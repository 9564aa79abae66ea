/**
 * Why: hls.js comes as two builds (hls-build.ts says which a playlist needs). Each is a chunk of its own, loaded
 * when the engine knows the playlist; a build already on its way is reused when it can play the stream: once the
 * full build was asked for (a host's early preload, which cannot know the stream yet, asks for it), a stream the
 * light build could play takes the full one too rather than download a second hls.js.
 */
import type { HlsBuild } from './hls-build';

export type HlsLibrary = typeof import('./hls-full-library');

let full: Promise<HlsLibrary> | null = null;
let light: Promise<HlsLibrary> | null = null;

/** A failed download is forgotten, so the next load tries again (and reports again). */
function once(load: () => Promise<HlsLibrary>, forget: () => void): Promise<HlsLibrary> {
  const pending = load();
  pending.catch(forget);
  return pending;
}

export function loadHlsLibrary(build: HlsBuild): Promise<HlsLibrary> {
  if (build === 'full' || full) {
    full ??= once(
      () => import('./hls-full-library'),
      () => {
        full = null;
      },
    );
    return full;
  }
  light ??= once(
    () => import('./hls-light-library') as Promise<HlsLibrary>,
    () => {
      light = null;
    },
  );
  return light;
}
