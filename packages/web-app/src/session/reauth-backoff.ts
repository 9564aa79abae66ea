/**
 * Why: 000 §8 turns any 401 into "flag the token and re-authorise". A server that answers 401 to every
 * call (a broken gateway, a revoked operator key) would then make the app re-authorise, fail, and
 * re-authorise again for ever — hammering device auth and never telling the viewer anything. So
 * re-authorisations after a token error are spaced out (1 s, 2 s, 4 s …) and, after `maxAttempts`
 * within `windowMs`, the app stops and shows the §8 text ('Authorization required') with a retry.
 * A viewer's retry, or a quiet window, starts afresh.
 */

export interface ReauthLimits {
  maxAttempts: number;
  windowMs: number;
  baseDelayMs: number;
}

export const REAUTH_LIMITS: ReauthLimits = { maxAttempts: 3, windowMs: 120_000, baseDelayMs: 1_000 };

/** 000 §8: "Missing access token raises 'Authorization required'". */
export const AUTH_REQUIRED_TEXT = 'Authorization required';

export type ReauthDecision = { kind: 'reauthorize'; delayMs: number } | { kind: 'give-up' };

/** Pure: what to do about one more token error, given when the earlier re-authorisations started. */
export function reauthDecision(
  earlier: readonly number[],
  now: number,
  limits: ReauthLimits = REAUTH_LIMITS,
): ReauthDecision {
  const recent = earlier.filter((at) => now - at < limits.windowMs).length;
  if (recent >= limits.maxAttempts) return { kind: 'give-up' };
  return { kind: 'reauthorize', delayMs: limits.baseDelayMs * 2 ** recent };
}

/** The stateful side for a session: records each re-authorisation it allows. */
export class ReauthBackoff {
  private starts: number[] = [];

  constructor(
    private readonly now: () => number,
    private readonly limits: ReauthLimits = REAUTH_LIMITS,
  ) {}

  next(): ReauthDecision {
    const now = this.now();
    const decision = reauthDecision(this.starts, now, this.limits);
    this.starts = this.starts.filter((at) => now - at < this.limits.windowMs);
    if (decision.kind === 'reauthorize') this.starts.push(now);
    return decision;
  }

  /** The viewer asked to try again: their retry is not part of a loop. */
  reset(): void {
    this.starts = [];
  }
}
