/** hls.js's full build as a chunk of its own: what the engine needs of it at run time (hls-library.ts). */
import type { HlsBuild } from './hls-build';

export { default as Hls, Events, LoadStats, M3U8Parser } from 'hls.js';
/** Which build this is (a light stream may get it when it was asked for first: hls-library.ts). */
export const build: HlsBuild = 'full';
