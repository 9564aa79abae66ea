/**
 * Why (§8, engines/engine-fallback.ts): a fatal error before the first frame on a clear stream may mean only
 * that this engine cannot play it, so the same load runs once more with the other engine; otherwise, or when
 * none is left, the viewer gets the §8 error naming every engine tried. The decision is a chunk of its own,
 * loaded only when an engine fails before its first frame; the core keeps just `mayFallBack`.
 */
import { attemptOf, type EngineAttempt, mayFallBack, withAttempts } from '../engines/engine-fallback-scope';
import type { PlayerError } from '../errors/catalogue';
import type { PlaybackPlan } from '../selection/select-playback';

export interface EngineErrorScope {
  plan: PlaybackPlan;
  /** The engines this load already tried, and how each failed. */
  tried: EngineAttempt[];
  /** The engine showed its first frame (no fallback after it). */
  framed(): boolean;
  /** The load is still the current one. */
  active(): boolean;
  report(error: PlayerError): void;
  /** The same load again, with this plan. */
  retry(plan: PlaybackPlan, attempts: EngineAttempt[]): void;
}

/** The handler of one load's engine errors. */
export function engineErrors(scope: EngineErrorScope): (error: PlayerError) => void {
  const { plan, tried, report } = scope;
  return (error) => {
    const attempt = attemptOf(plan.engine, error);
    const attempts = error.fatal ? [...tried, attempt] : tried;
    if (!mayFallBack(plan, error, scope.framed())) {
      report(withAttempts(error, attempts));
      return;
    }
    import('../engines/engine-fallback').then(
      (rules) => {
        if (!scope.active()) return;
        // A first frame may have come while the chunk loaded: then it is too late to change engines.
        const next = rules.decideFallback({ plan, error, firstFrame: scope.framed(), tried });
        if (!next.retryWith) report(withAttempts(error, attempts));
        else scope.retry(rules.fallbackPlan(plan, next.retryWith, attempt), attempts);
      },
      () => scope.active() && report(withAttempts(error, attempts)),
    );
  };
}
