/**
 * Why: the lazy stats chunk. The stats controller, the player's relay of facts to it, how a content's source
 * is put together (resume, episodes) and the default HTTP stats client are imported on demand, beside the
 * first source, to keep the core chunk small; the core's stand-in for the client (./http-stats-api.ts)
 * imports this same module, so all arrive in one request.
 */
export { contentSourceFrom } from '../player/features/content-source';
export { createHttpStatsClient } from './http-stats-client';
export { startStatsRelay } from './stats-relay';
