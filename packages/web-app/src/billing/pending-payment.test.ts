import { describe, expect, it } from 'vitest';
import {
  clearPending,
  type KeyValueStore,
  PENDING_KEY,
  PENDING_MAX_AGE_MS,
  type PendingPayment,
  readPending,
  writePending,
} from './pending-payment';

function memory(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const pending: PendingPayment = {
  transactionId: 'tx-1',
  source: 'packet',
  packetId: 103,
  playPath: null,
  owner: 'api|42',
  startedAt: 1_000,
};

describe('the pending payment record', () => {
  it('survives a reload for the same owner', () => {
    const store = memory();
    writePending(store, pending);
    expect(readPending(store, 'api|42', 2_000)).toEqual(pending);
  });
  it('is not picked up by another account', () => {
    const store = memory();
    writePending(store, pending);
    expect(readPending(store, 'api|43', 2_000)).toBeNull();
    expect(store.map.has(PENDING_KEY)).toBe(true);
  });
  it('is dropped when stale or unreadable', () => {
    const store = memory();
    writePending(store, pending);
    expect(readPending(store, 'api|42', 1_000 + PENDING_MAX_AGE_MS + 1)).toBeNull();
    expect(store.map.has(PENDING_KEY)).toBe(false);
    store.setItem(PENDING_KEY, '{nope');
    expect(readPending(store, 'api|42', 2_000)).toBeNull();
  });
  it('is cleared only by its own transaction', () => {
    const store = memory();
    writePending(store, pending);
    clearPending(store, 'tx-0');
    expect(store.map.has(PENDING_KEY)).toBe(true);
    clearPending(store, 'tx-1');
    expect(store.map.has(PENDING_KEY)).toBe(false);
  });
});
