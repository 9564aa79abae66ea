import type { TFunction } from 'i18next';
import { packetPriceLine } from './format';

// The packets namespace's words, as i18next would give them in English.
const t = ((key: string, options?: { count?: number }) =>
  key === 'free'
    ? 'Free'
    : key === 'period_months'
      ? `${options?.count} month`
      : `${key}:${options?.count}`) as unknown as TFunction;

describe('packetPriceLine', () => {
  it('a paying packet: the price and its period', () => {
    expect(packetPriceLine(t, { price: '299.00', period: 30, period_human: { months: 1 } }, 'en', '₽')).toBe(
      '299.00 ₽ / 1 month',
    );
  });

  it('a packet that costs nothing is just "Free", whatever its period (a free base packet on the subscriptions page)', () => {
    expect(packetPriceLine(t, { price: '0.00', period: 30, period_human: { months: 1 } }, 'en', '₽')).toBe(
      'Free',
    );
    expect(packetPriceLine(t, { price: 0, period: null }, 'ru', null)).toBe('Free');
  });
});
