/**
 * A paid code's card link leaves the app for the payment provider's page and comes back to
 * /promo?code=…&purchased=true. What the wizard was waiting for (the code and the card-link transaction)
 * is written down before leaving, so the return — or a reload while the provider settles — resumes the
 * check instead of losing it. sessionStorage: the provider's page returns in the same tab, and another
 * tab's wizard must not pick it up. Guarded: private mode or a full quota means "nothing kept".
 */
import type { KeyValueStore } from '../billing/pending-payment';

export interface PendingCardLink {
  code: string;
  transactionId: string;
  startedAt: number;
}

export const CARD_LINK_KEY = 'onair.promo.card_link';
/** A record older than this is not resumed: the provider has long settled or dropped the transaction. */
export const CARD_LINK_MAX_AGE_MS = 60 * 60_000;

export function readCardLink(store: KeyValueStore | null, code: string, now: number): PendingCardLink | null {
  try {
    const value = JSON.parse(store?.getItem(CARD_LINK_KEY) ?? 'null') as Partial<PendingCardLink> | null;
    if (
      !value ||
      typeof value.transactionId !== 'string' ||
      typeof value.startedAt !== 'number' ||
      value.code !== code ||
      now - value.startedAt > CARD_LINK_MAX_AGE_MS
    ) {
      return null;
    }
    return { code: value.code, transactionId: value.transactionId, startedAt: value.startedAt };
  } catch {
    return null;
  }
}

export function writeCardLink(store: KeyValueStore | null, link: PendingCardLink): void {
  try {
    store?.setItem(CARD_LINK_KEY, JSON.stringify(link));
  } catch {
    // Not kept: after the provider's page the viewer enters the code again; the card is linked anyway.
  }
}

export function clearCardLink(store: KeyValueStore | null): void {
  try {
    store?.removeItem(CARD_LINK_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Whether the promo wizard waits for a card link in this tab (the session's "payment received" waits). */
export function hasPendingCardLink(store: KeyValueStore | null = tabStore()): boolean {
  try {
    return store?.getItem(CARD_LINK_KEY) != null;
  } catch {
    return false;
  }
}

export function tabStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
