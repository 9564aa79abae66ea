import { describe, expect, it } from 'vitest';
import { CARD_CONDITION, normalizeKey, notFoundRefusal, promoRefusal } from './rules';

const NOW = Date.UTC(2026, 0, 1);
const free = { key: 'FREE30', isPaid: false, expiresAt: null };
const paid = { key: 'CARD14', isPaid: true, expiresAt: null };
const ok = { now: NOW, alreadyUsed: false, hasCard: false, ignored: [] };

describe('promo rules', () => {
  it('accepts a free code nobody used', () => {
    expect(promoRefusal(free, ok, 'en')).toBeNull();
  });

  it('refuses an expired code with its date, from the moment it expires', () => {
    const state = { ...free, expiresAt: NOW };
    expect(promoRefusal(state, { ...ok, now: NOW - 1 }, 'en')).toBeNull();
    expect(promoRefusal(state, ok, 'en')).toEqual({
      status: 400,
      errorCode: 'promo_expired',
      message: 'Promo code FREE30 expired on 1 January 2026.',
    });
    expect(promoRefusal(state, ok, 'ru')?.message).toMatch(
      /^Срок действия промокода FREE30 истёк 1 января 2026\u00a0г\.$/,
    );
  });

  it('refuses a second activation by the same viewer', () => {
    expect(promoRefusal(free, { ...ok, alreadyUsed: true }, 'en')?.errorCode).toBe('promo_already_used');
  });

  it('asks for a card for a paid code unless the caller waives it or has one', () => {
    expect(promoRefusal(paid, ok, 'en')).toMatchObject({ status: 400, errorCode: CARD_CONDITION });
    expect(promoRefusal(paid, { ...ok, ignored: [CARD_CONDITION] }, 'en')).toBeNull();
    expect(promoRefusal(paid, { ...ok, hasCard: true }, 'en')).toBeNull();
  });

  it('says an unknown code does not exist, as a 404', () => {
    expect(notFoundRefusal('NOPE', 'en')).toMatchObject({ status: 404, errorCode: 'promo_not_found' });
  });

  it('ignores case and surrounding spaces', () => {
    expect(normalizeKey('  free30 ')).toBe('FREE30');
  });
});
