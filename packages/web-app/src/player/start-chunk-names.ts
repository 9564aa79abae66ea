/** The `<meta name>` under which the build names a channel's start chunks (start-chunks-plugin.ts, preload-engine.ts). */
export const START_CHUNKS_META = 'onair-start-chunks';
