// Why: one-time codes are the weakest secret in the product (6 digits), so the rules that stop them
// from being guessed are a pure policy, clock passed in, table-tested:
//  - a new code for a phone no sooner than OTP_RESEND_SEC after the last (000 §9 resend countdown),
//    and at most OTP_SENDS_PER_HOUR codes a phone per hour;
//  - a code is good for OTP_TTL_SEC and OTP_MAX_ATTEMPTS tries, then it is burned; a try is counted
//    BEFORE the code is compared (otp.ts does both in one SQL statement), so a burst of parallel
//    guesses on any number of instances gets OTP_MAX_ATTEMPTS comparisons, not one per request;
//  - a right code is used up (it cannot sign in twice).
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SEC, OTP_SENDS_PER_HOUR, OTP_TTL_SEC } from '../constants';

const HOUR_MS = 3_600_000;

/** What is stored per phone (times in unix ms). */
export interface OtpState {
  sentAt: number;
  expiresAt: number;
  attempts: number;
  windowStart: number;
  sendsInWindow: number;
}

export type SendDecision =
  | { kind: 'send'; state: OtpState }
  | { kind: 'too_early'; retryAfterSec: number }
  | { kind: 'too_many'; retryAfterSec: number };

export function decideSend(previous: OtpState | undefined, nowMs: number): SendDecision {
  const fresh = (windowStart: number, sendsInWindow: number): SendDecision => ({
    kind: 'send',
    state: { sentAt: nowMs, expiresAt: nowMs + OTP_TTL_SEC * 1000, attempts: 0, windowStart, sendsInWindow },
  });
  if (!previous) return fresh(nowMs, 1);
  const resendAt = previous.sentAt + OTP_RESEND_SEC * 1000;
  if (nowMs < resendAt) return { kind: 'too_early', retryAfterSec: Math.ceil((resendAt - nowMs) / 1000) };
  const windowEnd = previous.windowStart + HOUR_MS;
  if (nowMs >= windowEnd) return fresh(nowMs, 1);
  if (previous.sendsInWindow >= OTP_SENDS_PER_HOUR) {
    return { kind: 'too_many', retryAfterSec: Math.ceil((windowEnd - nowMs) / 1000) };
  }
  return fresh(previous.windowStart, previous.sendsInWindow + 1);
}

/** Why no try may be counted on a phone's code now. */
export type Refusal = 'not_requested' | 'exhausted' | 'expired';

/** Why a code cannot be tried now, or null when a try may be counted (then compared). */
export function refusalOf(state: OtpState | undefined, nowMs: number): Refusal | null {
  if (!state) return 'not_requested';
  if (state.attempts >= OTP_MAX_ATTEMPTS) return 'exhausted';
  if (nowMs >= state.expiresAt) return 'expired';
  return null;
}

/** Tries left after the `attempts`-th was counted. */
export const attemptsLeftAfter = (attempts: number): number => Math.max(0, OTP_MAX_ATTEMPTS - attempts);
