/**
 * Why: third-party streams break one engine's rules and not the other's (hls.js refuses a media playlist
 * without EXT-X-TARGETDURATION that shaka plays; shaka refuses things hls.js forgives). When the chosen engine
 * fails fatally before the first frame on a clear stream, the player tries once more with the other engine that
 * plays the protocol, and only then shows the §8 error — with every engine tried and why each failed. This file is
 * the pure decision; player/session.ts performs it. After the first frame §4 recovery applies unchanged.
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

export interface FallbackInput {
  plan: PlaybackPlan;
  error: PlayerError;
  /** A frame of this source was already shown (by any engine). */
  firstFrame: boolean;
  /** Engines already tried on this source before the current one. */
  tried: readonly EngineAttempt[];
}

export type FallbackDecision =
  | { retryWith: EngineName; reason: string }
  | { retryWith: null; reason: string };

/** The engines that can play each protocol, in no order: a fallback is "the other one". */
const ENGINES_FOR: Record<PlaybackPlan['protocol'], readonly EngineName[]> = {
  hls: ['hls', 'shaka'],
  dash: ['shaka'],
  progressive: ['native'],
};

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

export function decideFallback({ plan, error, firstFrame, tried }: FallbackInput): FallbackDecision {
  if (!error.fatal) return { retryWith: null, reason: 'not fatal: the engine recovers by itself' };
  if (firstFrame) return { retryWith: null, reason: 'after the first frame: §4 recovery' };
  if (plan.drm)
    return { retryWith: null, reason: 'protected stream: the key system decides, not the engine' };
  if (!ENGINE_SPECIFIC.has(error.category) || NOT_ENGINE_SPECIFIC.has(error.code)) {
    return { retryWith: null, reason: `${error.code} would fail any engine` };
  }
  const used = new Set([...tried.map((t) => t.engine), plan.engine]);
  const other = ENGINES_FOR[plan.protocol].find((engine) => !used.has(engine));
  if (!other) return { retryWith: null, reason: `no other engine plays ${plan.protocol}` };
  return { retryWith: other, reason: `${ENGINE_LABEL[plan.engine]} failed with ${error.code}` };
}

export function attemptOf(engine: EngineName, error: PlayerError): EngineAttempt {
  return { engine, code: error.code, details: error.details ?? error.message };
}

/** The plan for the next engine: same stream, its reason saying why the first engine was left. */
export function fallbackPlan(plan: PlaybackPlan, engine: EngineName, attempt: EngineAttempt): PlaybackPlan {
  return {
    ...plan,
    engine,
    reason:
      `${plan.reason}; ${ENGINE_LABEL[attempt.engine]} failed before the first frame ` +
      `(${attempt.code}: ${attempt.details}); retried with ${ENGINE_LABEL[engine]}`,
  };
}

/** The last engine's error, its details naming every engine tried and why each failed (§8 diagnostics). */
export function withAttempts(error: PlayerError, attempts: readonly EngineAttempt[]): PlayerError {
  if (attempts.length < 2) return error;
  const list = attempts.map((a) => `${ENGINE_LABEL[a.engine]}: ${a.code} (${a.details})`).join('; ');
  return { ...error, details: `engines tried — ${list}` };
}
