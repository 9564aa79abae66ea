/**
 * Why (000 §4 Parental PIN, §9 "a recent transaction within 30 s skips the PIN"): a viewer who has just
 * paid for a channel, film or programme is not asked for the PIN before it plays. Billing says when a
 * payment or a purchase completed (the payment watcher, a purchase from the balance); the viewing gate
 * (gating.ts, RECENT_TRANSACTION_MS) reads it. Nothing else writes it: the time is billing's, never guessed.
 * Kept for this page only — a transaction a minute old in another tab is no longer recent anyway.
 */

let completedAt: number | null = null;

/** Billing: a transaction of this viewer completed at `at` (epoch ms). */
export function noteCompletedTransaction(at: number): void {
  completedAt = at;
}

/** The last completed transaction billing reported on this page, or null. */
export function lastCompletedTransaction(): number | null {
  return completedAt;
}
