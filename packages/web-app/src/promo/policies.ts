/**
 * The promo wizard's timing and input rules (000 §4 Promo code, §5, §9), pure so they are tested with a
 * clock passed in:
 * - the activate button locks for 10 s after a click, so a viewer tapping twice on a slow network never
 *   sends the code twice (the server also refuses a second activation, but the wizard should not ask);
 * - the wizard polls every 300 ms, or 600 ms while it waits for a payment transaction (a card link is
 *   settled by the payment provider, which is slower and should not be hammered);
 * - a code is at most 15 characters: typing stops there instead of failing on submit.
 */

export const PROMO_CODE_MAX_LENGTH = 15;
export const PROMO_BUTTON_LOCK_MS = 10_000;
export const PROMO_POLL_MS = 300;
export const PROMO_POLL_TRANSACTION_MS = 600;
/** How long the wizard waits for a card link before saying it failed (the provider drops it after 30 min). */
export const CARD_LINK_WAIT_MS = 5 * 60_000;
/** How long an activation may take to show up in the subscriptions before the wizard stops waiting. */
export const ACTIVATION_WAIT_MS = 10_000;

/** What the field keeps of what was typed or pasted: no surrounding spaces, at most 15 characters. */
export function promoCodeInput(raw: string): string {
  return raw.trimStart().slice(0, PROMO_CODE_MAX_LENGTH);
}

/** §5: required, at most 15 characters. Null when the code may be sent. */
export function promoCodeProblem(code: string): 'required' | 'too_long' | null {
  const value = code.trim();
  if (value === '') return 'required';
  return value.length > PROMO_CODE_MAX_LENGTH ? 'too_long' : null;
}

/** Until when the button stays locked after a click at `clickedAt`. */
export const lockedUntil = (clickedAt: number): number => clickedAt + PROMO_BUTTON_LOCK_MS;

export const isLocked = (until: number | null, now: number): boolean => until !== null && now < until;

export type PollStep = { kind: 'wait'; delayMs: number } | { kind: 'give_up' };

/** The next poll: wait 300 ms (600 ms with a transaction), or give up once `limitMs` has passed. */
export function nextPoll(input: {
  startedAt: number;
  now: number;
  hasTransaction: boolean;
  limitMs: number;
}): PollStep {
  if (input.now - input.startedAt >= input.limitMs) return { kind: 'give_up' };
  return { kind: 'wait', delayMs: input.hasTransaction ? PROMO_POLL_TRANSACTION_MS : PROMO_POLL_MS };
}
