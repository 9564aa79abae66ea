// The demo provider's transaction lifecycle as pure rules (README "Transactions"): which state may
// follow which, how long settlement takes, when an unpaid page expires, and what the wire calls it.

export type TxState = 'awaiting_payer' | 'confirming' | 'processing' | 'complete' | 'error';
export type TxReason = 'insufficient_funds' | 'declined' | 'cancelled' | 'expired';
export type TxKind = 'refill' | 'card_link' | 'offer';

/** An accepted payment settles this long after acceptance, so the app's polling sees `pending` first. */
export const SETTLE_AFTER_MS = 1500;
/** A hosted page nobody completes is given up after this long. */
export const PAGE_EXPIRES_AFTER_MS = 30 * 60_000;
/** Wrong SMS / confirmation codes allowed before the payment fails. */
export const MAX_CODE_ATTEMPTS = 5;

const NEXT: Readonly<Record<TxState, readonly TxState[]>> = {
  awaiting_payer: ['confirming', 'processing', 'error'],
  confirming: ['processing', 'error'],
  processing: ['complete', 'error'],
  complete: [],
  error: [],
};

export const canMove = (from: TxState, to: TxState): boolean => NEXT[from].includes(to);

export const wireStatus = (state: TxState): 'pending' | 'complete' | 'error' =>
  state === 'complete' || state === 'error' ? state : 'pending';

/** Due for settlement (processing past its time) or for expiry (a page left open too long). */
export function dueChange(
  tx: { state: TxState; settleAt: number | null; createdAt: number },
  now: number,
): 'settle' | 'expire' | null {
  if (tx.state === 'processing' && tx.settleAt !== null && tx.settleAt <= now) return 'settle';
  if (
    (tx.state === 'awaiting_payer' || tx.state === 'confirming') &&
    now - tx.createdAt >= PAGE_EXPIRES_AFTER_MS
  )
    return 'expire';
  return null;
}

/**
 * Whether accepting a card of this behaviour ends in payment. A refunded card-link check is a
 * zero-amount authorisation, which a card with no funds passes; every real charge fails on it.
 */
export function outcomeFor(
  behaviour: 'pays' | 'no_funds' | 'confirms',
  tx: { kind: TxKind; neededRefund: boolean },
): 'pays' | 'no_funds' {
  if (behaviour !== 'no_funds') return 'pays';
  return tx.kind === 'card_link' && tx.neededRefund ? 'pays' : 'no_funds';
}

export const REASON_TEXT: Readonly<Record<TxReason, string>> = {
  insufficient_funds: 'Insufficient funds on the card',
  declined: 'The payment was declined',
  cancelled: 'The payment was cancelled on the payment page',
  expired: 'The payment page was not completed in time',
};
