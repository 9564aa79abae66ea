/**
 * The part of the engine fallback (./engine-fallback.ts) the player needs on every engine error, kept small because
 * it sits in the core chunk: whether an error may be answered by another engine at all, and the §8 details that
 * name every engine tried. The decision itself loads only when an engine fails before its first frame.
 */
import type { PlayerError } from '../errors/types';
import type { PlaybackPlan } from '../selection/select-playback';
import type { EngineName } from './engine';

/** One engine that was tried on this source, and the error it stopped with. */
export interface EngineAttempt {
  engine: EngineName;
  code: string;
  details: string;
}

/**
 * Errors that say "this engine cannot handle this stream": parsing, an unsupported feature or codec label, a
 * transmux or append failure. Network errors are the server's answer and would meet the other engine too (a
 * 404 manifest, a time-out, being offline), so they go straight to §4/§8.
 */
const ENGINE_SPECIFIC: ReadonlySet<PlayerError['category']> = new Set(['source', 'media', 'codec', 'other']);
const NOT_ENGINE_SPECIFIC = new Set([
  'source.no_playable_stream',
  'source.no_video_element',
  'other.aborted',
]);

export const ENGINE_LABEL: Record<EngineName, string> = { hls: 'hls.js', shaka: 'shaka', native: 'native' };

/** Whether another engine may play the stream after this error (./engine-fallback.ts says why not). */
export function mayFallBack(plan: PlaybackPlan, error: PlayerError, firstFrame: boolean): boolean {
  return (
    error.fatal &&
    !firstFrame &&
    !plan.drm &&
    ENGINE_SPECIFIC.has(error.category) &&
    !NOT_ENGINE_SPECIFIC.has(error.code)
  );
}

export function attemptOf(engine: EngineName, error: PlayerError): EngineAttempt {
  return { engine, code: error.code, details: error.details ?? error.message };
}

/** The last engine's error, its details naming every engine tried and why each failed (§8 diagnostics). */
export function withAttempts(error: PlayerError, attempts: readonly EngineAttempt[]): PlayerError {
  if (attempts.length < 2) return error;
  const list = attempts.map((a) => `${ENGINE_LABEL[a.engine]}: ${a.code} (${a.details})`).join('; ');
  return { ...error, details: `engines tried — ${list}` };
}
