/** hls.js's full build as a chunk of its own: what the engine needs of it at run time (hls-library.ts). */
export { default as Hls, Events, LoadStats } from 'hls.js';
