/**
 * Why (000 §9 "the parental PIN flag resets after 2 to 5 s"): a PIN just entered on the page (the channel's
 * or the film's prompt) raises a flag for its check, so the player that starts right after and asks the
 * same check through its parental hook is not asked for the PIN a second time. The flag comes down by
 * itself a few seconds later: it never stands in for the server's approval (approval-store.ts), which is
 * what lets later plays through. The clock is injected.
 */
import type { ParentalCheck } from './gating';

/** Within the spec's 2–5 s: long enough for the player to start and ask, short enough to carry nowhere. */
export const PIN_FLAG_RESET_MS = 3_000;

export interface PinFlag {
  raise(check: ParentalCheck): void;
  /** Whether a PIN was entered for `check` within the last PIN_FLAG_RESET_MS. */
  isUp(check: ParentalCheck): boolean;
}

export function createPinFlag(now: () => number): PinFlag {
  let raised: { check: ParentalCheck; at: number } | null = null;
  return {
    raise(check) {
      raised = { check, at: now() };
    },
    isUp(check) {
      if (raised === null || raised.check !== check) return false;
      const age = now() - raised.at;
      if (age >= 0 && age < PIN_FLAG_RESET_MS) return true;
      raised = null;
      return false;
    },
  };
}

/** This page's flag, on the wall clock. */
export const pinFlag: PinFlag = createPinFlag(() => Date.now());
