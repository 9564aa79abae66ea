/// <reference path="./hls-light.d.ts" />
/**
 * hls.js's light build as a chunk of its own (≈ 65 KB gzip smaller): clear HLS with its own audio and video, and
 * nothing hls-build.ts says a playlist needs more of. The same API as the full build, with fewer features.
 */
import type { HlsBuild } from './hls-build';

export { default as Hls, Events, LoadStats, M3U8Parser } from 'hls.js/light';
/** Which build this is: the engine lists subtitles itself on this one (hls-subtitles-later.ts). */
export const build: HlsBuild = 'light';
