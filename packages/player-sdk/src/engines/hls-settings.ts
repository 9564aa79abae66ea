/**
 * Why: OnAir's own hls.js settings in one place, so the benchmark's "bare hls.js with OnAir's settings" page
 * (examples/src/bare-hls.ts) runs exactly what the engine runs and the tables can tell what the configuration
 * buys from what the SDK's code costs. Buffer limits follow §9 (5 s, 5 MB, 10 s max, 0.3 s hole).
 */
import type { HlsConfig } from 'hls.js';
import { HLS_BUFFER } from '../constants';

export const ONAIR_HLS_SETTINGS = {
  ...HLS_BUFFER,
  // hls.js only looks for the first fragment on its 100 ms tick once the MediaSource is open; a level playlist
  // that arrives before 'sourceopen' would otherwise wait a whole tick. Fetch that fragment right away.
  startFragPrefetch: true,
} as const satisfies Partial<HlsConfig>;
