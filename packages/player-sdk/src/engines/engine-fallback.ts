/**
 * Why: third-party streams break one engine's rules and not the other's (hls.js refuses a media playlist
 * without EXT-X-TARGETDURATION that shaka plays; shaka refuses things hls.js forgives). When the chosen engine
 * fails fatally before the first frame on a clear stream, the player tries once more with the other engine that
 * plays the protocol, and only then shows the §8 error — with every engine tried and why each failed. This file is
 * the pure decision (its cheap first half, in the core chunk, is ./engine-fallback-scope.ts); player/session.ts
 * performs it. After the first frame §4 recovery applies unchanged.
 */
import type { PlayerError } from '../errors/types';
import type { PlaybackPlan } from '../selection/select-playback';
import type { EngineName } from './engine';
import { ENGINE_LABEL, type EngineAttempt, mayFallBack } from './engine-fallback-scope';

export { attemptOf, type EngineAttempt, withAttempts } from './engine-fallback-scope';

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

export function decideFallback({ plan, error, firstFrame, tried }: FallbackInput): FallbackDecision {
  if (!mayFallBack(plan, error, firstFrame)) {
    return { retryWith: null, reason: whyNot({ plan, error, firstFrame, tried }) };
  }
  const used = new Set([...tried.map((t) => t.engine), plan.engine]);
  const other = ENGINES_FOR[plan.protocol].find((engine) => !used.has(engine));
  if (!other) return { retryWith: null, reason: `no other engine plays ${plan.protocol}` };
  return { retryWith: other, reason: `${ENGINE_LABEL[plan.engine]} failed with ${error.code}` };
}

function whyNot({ plan, error, firstFrame }: FallbackInput): string {
  if (!error.fatal) return 'not fatal: the engine recovers by itself';
  if (firstFrame) return 'after the first frame: §4 recovery';
  if (plan.drm) return 'protected stream: the key system decides, not the engine';
  return `${error.code} would fail any engine`;
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
