/**
 * 001 §4 Modal lifecycle as a pure policy (the clock is passed in): loading → shown → hiding (300 ms,
 * 0 when fast) → removed, and a new modal waits 600 ms while another is open, so two never cross on
 * screen. The push modal and the notification prompts are driven by it (usePhase.ts).
 */

export const HIDE_MS = 300;
export const SWAP_DELAY_MS = 600;

export type Phase = 'loading' | 'shown' | 'hiding' | 'removed';

export interface Life {
  phase: Phase;
  /** For 'hiding': when it becomes 'removed' (ms). */
  until: number | null;
}

export const LOADING: Life = { phase: 'loading', until: null };

export function show(life: Life): Life {
  return life.phase === 'loading' ? { phase: 'shown', until: null } : life;
}

export function hide(life: Life, now: number, fast = false): Life {
  if (life.phase === 'hiding' || life.phase === 'removed') return life;
  return { phase: 'hiding', until: now + (fast ? 0 : HIDE_MS) };
}

/** What the clock does to a hiding modal. */
export function settle(life: Life, now: number): Life {
  return life.phase === 'hiding' && life.until !== null && now >= life.until
    ? { phase: 'removed', until: null }
    : life;
}

/** How long until `settle` changes something (null: nothing pending). */
export function msUntilSettled(life: Life, now: number): number | null {
  return life.phase === 'hiding' && life.until !== null ? Math.max(0, life.until - now) : null;
}

/**
 * When a modal asked for at `requestedAt` may open: at once when nothing is open and nothing closed
 * within the last 600 ms; otherwise 600 ms after the other one went away. Null while another is open.
 */
export function openAt(
  requestedAt: number,
  other: { open: boolean; closedAt: number | null },
): number | null {
  if (other.open) return null;
  if (other.closedAt === null) return requestedAt;
  return Math.max(requestedAt, other.closedAt + SWAP_DELAY_MS);
}
