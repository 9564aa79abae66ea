/**
 * Why (000 §4 Messages, §9): messages are polled every 150 s, and only while the viewer was active in the
 * last 1800 s — an idle tab must not keep the operator's server busy. Pure, with the clock passed in.
 */

export const MESSAGES_POLL_MS = 150_000;
export const MESSAGES_ACTIVE_WINDOW_MS = 1_800_000;

/** Whether a poll due now should run, given when the viewer last did something. */
export function shouldPollMessages(now: number, lastActivityAt: number): boolean {
  return now - lastActivityAt <= MESSAGES_ACTIVE_WINDOW_MS;
}

/** The unread count shown on the header's badge: nothing for 0, "99+" above 99. */
export function unreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
