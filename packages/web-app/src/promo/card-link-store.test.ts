import { describe, expect, it } from 'vitest';
import { CARD_LINK_MAX_AGE_MS, clearCardLink, readCardLink, writeCardLink } from './card-link-store';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('the pending card link of a paid promo code', () => {
  it('is resumed for the same code while fresh, and forgotten when cleared', () => {
    const store = memory();
    writeCardLink(store, { code: 'CARD14', transactionId: 'tx-1', startedAt: 1_000 });
    expect(readCardLink(store, 'CARD14', 2_000)).toEqual({
      code: 'CARD14',
      transactionId: 'tx-1',
      startedAt: 1_000,
    });
    expect(readCardLink(store, 'FREE30', 2_000)).toBeNull();
    expect(readCardLink(store, 'CARD14', 1_001 + CARD_LINK_MAX_AGE_MS)).toBeNull();
    clearCardLink(store);
    expect(readCardLink(store, 'CARD14', 2_000)).toBeNull();
  });

  it('survives a store that throws or holds garbage', () => {
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => writeCardLink(broken, { code: 'A', transactionId: 't', startedAt: 0 })).not.toThrow();
    expect(readCardLink(broken, 'A', 0)).toBeNull();
    expect(readCardLink(null, 'A', 0)).toBeNull();
  });
});
