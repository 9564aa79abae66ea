/**
 * Nothing lost: a payment that left the app (the provider's page, a QR on a phone) or is still settling
 * is written down before the money moves, so a reload, a closed tab or the return from the provider
 * resumes polling it. localStorage, not sessionStorage: the provider's page may come back in a new tab.
 * One record per browser; a record older than a day is stale (the provider has long settled or dropped
 * it) and is not resumed.
 */

/** Where the payment was started; the poll shows it as its source label (000 §4 After a transaction). */
export type PaymentSource = 'packet' | 'content' | 'refill' | 'card_link';

export interface PendingPayment {
  transactionId: string;
  source: PaymentSource;
  /** What the money is for: after it is paid, this packet is enabled (once). */
  packetId: number | null;
  /** 001 §4 start-after-buy: the watch path opened once the purchase is done. */
  playPath: string | null;
  /** The API origin and user it belongs to: another account on this browser must not pick it up. */
  owner: string;
  startedAt: number;
}

export const PENDING_KEY = 'onair.billing.pending';
export const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isPending(value: unknown): value is PendingPayment {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.transactionId === 'string' &&
    v.transactionId !== '' &&
    typeof v.source === 'string' &&
    typeof v.owner === 'string' &&
    typeof v.startedAt === 'number'
  );
}

export function readPending(store: KeyValueStore, owner: string, now: number): PendingPayment | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(PENDING_KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  if (!isPending(parsed) || parsed.owner !== owner) return null;
  if (now - parsed.startedAt > PENDING_MAX_AGE_MS) {
    store.removeItem(PENDING_KEY);
    return null;
  }
  return parsed;
}

export function writePending(store: KeyValueStore, pending: PendingPayment): void {
  store.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** Removes the record only if it is still this transaction's (another tab may have started a newer one). */
export function clearPending(store: KeyValueStore, transactionId: string): void {
  try {
    const current = JSON.parse(store.getItem(PENDING_KEY) ?? 'null') as { transactionId?: unknown } | null;
    if (current && current.transactionId !== transactionId) return;
  } catch {
    // An unreadable record is nobody's: drop it.
  }
  store.removeItem(PENDING_KEY);
}

/** The browser's store, or a memory one where storage is blocked (private modes, sandboxed frames). */
export function browserStore(): KeyValueStore {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Blocked storage: fall through.
  }
  const memory = new Map<string, string>();
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

/** Whether a payment of anyone on this browser is still being checked (the return from a provider). */
export function hasPendingPayment(store: KeyValueStore = browserStore()): boolean {
  return store.getItem(PENDING_KEY) !== null;
}
