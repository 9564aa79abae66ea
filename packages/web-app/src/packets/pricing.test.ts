import { describe, expect, it } from 'vitest';
import { daysOf, monthlyPrice, monthsOf, periodDiscounts, promoPacket } from './pricing';
import type { PacketDetail } from './schemas';

describe('000 §5 period months and the monthly price', () => {
  it('months are 12 × years, else months; days have none', () => {
    expect(monthsOf({ years: 2 })).toBe(24);
    expect(monthsOf({ months: 3 })).toBe(3);
    expect(monthsOf({ days: 7 })).toBe(0);
    expect(monthsOf(null)).toBe(0);
  });
  it('the monthly price is rounded', () => {
    expect(monthlyPrice(799, { months: 3 })).toBe(266);
    expect(monthlyPrice(2990, { years: 1 })).toBe(249);
    expect(monthlyPrice(100, { days: 7 })).toBeNull();
  });
});

describe('the server period back in days', () => {
  it('30-day months, 365-day years, days as they are', () => {
    expect(daysOf({ months: 3 })).toBe(90);
    expect(daysOf({ years: 1 })).toBe(365);
    expect(daysOf({ days: 7 })).toBe(7);
    expect(daysOf(null)).toBeNull();
  });
});

describe('000 §5 discount from the first period per month', () => {
  it('counts each period against the first one and never goes below 0', () => {
    const periods = [
      { period: 30, amount: 299, human: { months: 1 } },
      { period: 90, amount: 799, human: { months: 3 } },
      { period: 365, amount: 2990, human: { years: 1 } },
      { period: 180, amount: 1900, human: { months: 6 } },
    ];
    expect(periodDiscounts(periods)).toEqual([
      { monthly: 299, percent: 0 },
      { monthly: 266, percent: 11 },
      { monthly: 249, percent: 17 },
      { monthly: 317, percent: 0 },
    ]);
  });
  it('a first period in days, or free, gives no discount', () => {
    expect(
      periodDiscounts([
        { period: 7, amount: 1, human: { days: 7 } },
        { period: 30, amount: 9, human: { months: 1 } },
      ]),
    ).toEqual([
      { monthly: null, percent: 0 },
      { monthly: 9, percent: 0 },
    ]);
    expect(periodDiscounts([{ period: 30, amount: 0, human: { months: 1 } }]).map((d) => d.percent)).toEqual([
      0,
    ]);
  });
});

describe('000 §5 promo packet', () => {
  const packet = (id: number, change: Partial<PacketDetail>): PacketDetail => ({
    id,
    name: `P${id}`,
    base: true,
    price: '299.00',
    period_human: { months: 1 },
    ...change,
  });
  it('a base packet with a trial in days first', () => {
    const list = [
      packet(1, {}),
      packet(2, { base: false, is_trial: true, trial_period_human: { days: 7 } }),
      packet(3, { is_trial: true, trial_period_human: { days: 7 } }),
    ];
    expect(promoPacket(list)?.id).toBe(3);
  });
  it('else a base packet sold by months; a used trial or a trial in months does not count', () => {
    const list = [
      packet(1, { period_human: { days: 10 } }),
      packet(2, { is_trial: false, trial_period_human: { days: 7 } }),
      packet(4, { is_trial: true, is_used_trial: true, trial_period_human: { days: 7 } }),
      packet(3, { is_trial: true, trial_period_human: { months: 1 } }),
    ];
    expect(promoPacket(list)?.id).toBe(2);
    expect(promoPacket([packet(1, { base: false })])).toBeNull();
  });
});
