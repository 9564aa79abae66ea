/**
 * Why (000 §4 Parental PIN): a PIN entered once is remembered for the device's configured minutes, across
 * reloads, so it lives in storage with its expiry (scoped per API origin by session/storage). The clock is
 * injected; an expired or malformed record reads as no approval.
 */
import { KEYS, type KeyValueStore } from '../session/storage';
import { approvalExpiry, type ParentalSettings } from './gating';

interface StoredApproval {
  until: number;
  user: number | string;
}

function isStoredApproval(value: unknown): value is StoredApproval {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.until === 'number' && (typeof v.user === 'number' || typeof v.user === 'string');
}

export interface ApprovalStore {
  /** Until when the approval holds for this user, or null. */
  until(user: number | string | null | undefined): number | null;
  /** Remembers a PIN just entered, for as long as the settings allow (nothing when they say 0). */
  remember(user: number | string, settings: ParentalSettings | null): void;
  forget(): void;
}

export function createApprovalStore(store: KeyValueStore, now: () => number): ApprovalStore {
  return {
    until(user) {
      if (user === null || user === undefined) return null;
      const raw = store.get(KEYS.parentalOk);
      if (raw === null) return null;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        return null;
      }
      if (!isStoredApproval(value) || String(value.user) !== String(user)) return null;
      if (value.until <= now()) {
        store.remove(KEYS.parentalOk);
        return null;
      }
      return value.until;
    },
    remember(user, settings) {
      const until = approvalExpiry(settings, now());
      if (until === null) store.remove(KEYS.parentalOk);
      else store.set(KEYS.parentalOk, JSON.stringify({ until, user } satisfies StoredApproval));
    },
    forget() {
      store.remove(KEYS.parentalOk);
    },
  };
}
