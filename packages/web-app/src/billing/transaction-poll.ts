/**
 * 000 §4 After a transaction: a polling check with a source label. Pure: given what the last answer said
 * and how long the poll has run (an injected clock), it says whether to ask again and when, or how it
 * ended. The provider settles in seconds; a transaction still pending after POLL_GIVE_UP_MS is reported
 * as "still processing" (kept for the next visit), never as a failure, because the money may yet move.
 */

export type TransactionState = 'pending' | 'complete' | 'error';

/** The first checks are quick (the demo provider settles in 1–2 s), then every 2 s. */
export const POLL_FAST_MS = 700;
export const POLL_SLOW_MS = 2_000;
export const POLL_FAST_FOR_MS = 6_000;
export const POLL_GIVE_UP_MS = 120_000;

export type PollDecision =
  | { kind: 'wait'; ms: number }
  | { kind: 'complete' }
  | { kind: 'error'; description: string | null; reason: string | null }
  | { kind: 'still_pending' };

/** 000 §3: status is complete or error; anything else (pending, new, processing, absent) is not yet settled. */
export function stateOf(status: unknown): TransactionState {
  if (status === 'complete' || status === 'success' || status === 'succeeded') return 'complete';
  if (status === 'error' || status === 'failed' || status === 'declined') return 'error';
  return 'pending';
}

export function nextPoll(
  answer: { status?: unknown; status_description?: string | null; reason?: unknown } | null,
  startedAt: number,
  now: number,
): PollDecision {
  if (answer) {
    const state = stateOf(answer.status);
    if (state === 'complete') return { kind: 'complete' };
    if (state === 'error') {
      const reason = typeof answer.reason === 'string' ? answer.reason : null;
      return { kind: 'error', description: answer.status_description || null, reason };
    }
  }
  const elapsed = now - startedAt;
  if (elapsed >= POLL_GIVE_UP_MS) return { kind: 'still_pending' };
  return { kind: 'wait', ms: elapsed < POLL_FAST_FOR_MS ? POLL_FAST_MS : POLL_SLOW_MS };
}
