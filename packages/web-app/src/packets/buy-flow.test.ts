import { describe, expect, it } from 'vitest';
import {
  type BuyFacts,
  choosePeriod,
  isContentReady,
  isFreePromo,
  missingAfterRefusal,
  nextBuyStep,
  offerPeriods,
} from './buy-flow';

const facts: BuyFacts = {
  embed: false,
  guest: false,
  parental: 'not_needed',
  packet: { base: false, amount: 299, nextPrice: 299, isTrial: false, period: 30, agreementAccepted: null },
  hasBasePacket: true,
  allowAdditionalWithoutBase: false,
  offersMode: false,
  periods: null,
  periodConfirmed: false,
  paymentAllowed: true,
  confirmed: false,
  contentReady: false,
  balance: 3000,
};
const packet = (change: Partial<BuyFacts['packet']>) => ({ packet: { ...facts.packet, ...change } });

describe('nextBuyStep (000 §4 Buying a packet, up to the payment step)', () => {
  it.each<[string, Partial<BuyFacts>, object]>([
    ['embed opens the packet page in a new window', { embed: true, guest: true }, { step: 'open_window' }],
    ['a guest signs in first (000 §6)', { guest: true }, { step: 'sign_in' }],
    [
      'the pay PIN check comes before anything else',
      { parental: 'needed', hasBasePacket: false },
      { step: 'parental' },
    ],
    ['additional without a base: quick packets', { hasBasePacket: false }, { step: 'quick_packets' }],
    [
      'additional without a base, provider allows it: goes on',
      { hasBasePacket: false, allowAdditionalWithoutBase: true },
      { step: 'confirm', reason: 'balance' },
    ],
    [
      'a base packet needs no base',
      { hasBasePacket: false, ...packet({ base: true }) },
      { step: 'confirm', reason: 'balance' },
    ],
    [
      'offers mode: the rule does not apply, periods load',
      { hasBasePacket: false, offersMode: true },
      { step: 'load_periods' },
    ],
    [
      'offers mode, 2+ periods without trial: period confirmation of the matching one',
      {
        offersMode: true,
        periods: [
          { period: 90, hasTrial: false },
          { period: 30, hasTrial: false },
        ],
      },
      { step: 'confirm_period', period: 30 },
    ],
    [
      'offers mode, no matching period: the first',
      {
        offersMode: true,
        periods: [
          { period: 90, hasTrial: false },
          { period: 365, hasTrial: false },
        ],
      },
      { step: 'confirm_period', period: 90 },
    ],
    [
      'offers mode, trial purchase: straight to the offer process',
      {
        offersMode: true,
        periods: [
          { period: 30, hasTrial: true },
          { period: 90, hasTrial: false },
        ],
      },
      { step: 'offer' },
    ],
    [
      'offers mode, one period: offer process',
      { offersMode: true, periods: [{ period: 30, hasTrial: false }] },
      { step: 'offer' },
    ],
    [
      'offers mode, period confirmed: offer process',
      {
        offersMode: true,
        periodConfirmed: true,
        periods: [
          { period: 30, hasTrial: false },
          { period: 90, hasTrial: false },
        ],
      },
      { step: 'offer' },
    ],
    ['payment not allowed: confirm first', { paymentAllowed: false }, { step: 'confirm', reason: null }],
    [
      'payment not allowed, confirmed: buy process',
      { paymentAllowed: false, confirmed: true },
      { step: 'subscribe', reason: 'balance', period: 30 },
    ],
    ['content already purchased and available: play', { contentReady: true }, { step: 'play' }],
    ['unaccepted agreement: agreement step', packet({ agreementAccepted: false }), { step: 'agreement' }],
    [
      'accepted agreement: goes on',
      packet({ agreementAccepted: true }),
      { step: 'confirm', reason: 'balance' },
    ],
    [
      'enough balance: confirm, then subscribe',
      { confirmed: true },
      { step: 'subscribe', reason: 'balance', period: 30 },
    ],
    [
      'free packet',
      { confirmed: true, balance: 0, ...packet({ amount: 0, nextPrice: 199 }) },
      { step: 'subscribe', reason: 'free', period: 30 },
    ],
    [
      'free promo packet',
      { confirmed: true, balance: 0, ...packet({ amount: 0, nextPrice: 0 }) },
      { step: 'subscribe', reason: 'promo', period: 30 },
    ],
    [
      'trial within balance',
      { confirmed: true, ...packet({ isTrial: true, amount: 1 }) },
      { step: 'subscribe', reason: 'trial', period: 30 },
    ],
    ['not enough money: the payment step (issue 18)', { balance: 10 }, { step: 'payment', missing: 289 }],
    [
      'trial without money: payment',
      { balance: 0, ...packet({ isTrial: true, amount: 1 }) },
      { step: 'payment', missing: 1 },
    ],
  ])('%s', (_name, change, expected) => {
    expect(nextBuyStep({ ...facts, ...change })).toEqual(expected);
  });

  it('free promo needs a zero next price, a zero price and an additional packet', () => {
    expect(isFreePromo({ ...facts.packet, amount: 0, nextPrice: 0 })).toBe(true);
    expect(isFreePromo({ ...facts.packet, amount: 0, nextPrice: 0, base: true })).toBe(false);
    expect(isFreePromo({ ...facts.packet, amount: 0, nextPrice: 99 })).toBe(false);
    expect(choosePeriod([], 30)).toBeUndefined();
  });
});

describe('offers mode periods and the 402 top-up (000 §4, §8)', () => {
  it('reads each period’s first purchase type, with the trial price when it has a trial', () => {
    expect(
      offerPeriods([
        {
          period: 30,
          purchases_type: [{ id: 10_300_030, amount: '499.00', trial_amount: '1.00', is_have_trial: true }],
        },
        {
          period: 90,
          period_human: { months: 3 },
          purchases_type: [{ id: 10_100_090, amount: '799.00', trial_amount: null }],
        },
        { period: 365, purchases_type: [] },
      ]),
    ).toEqual([
      { period: 30, hasTrial: true, purchaseTypeId: 10_300_030, amount: 1, human: null },
      { period: 90, hasTrial: false, purchaseTypeId: 10_100_090, amount: 799, human: { months: 3 } },
    ]);
  });
  it('several periods without a trial confirm the period; the confirmed one goes to the offer', () => {
    const periods = [
      { period: 30, hasTrial: false },
      { period: 90, hasTrial: false },
    ];
    const offers = { offersMode: true, periods, hasBasePacket: false };
    expect(nextBuyStep({ ...facts, ...offers })).toEqual({ step: 'confirm_period', period: 30 });
    expect(nextBuyStep({ ...facts, ...offers, periodConfirmed: true })).toEqual({ step: 'offer' });
    expect(nextBuyStep({ ...facts, offersMode: true })).toEqual({ step: 'load_periods' });
  });
  it('a 402 pays what is missing; when the balance read looks enough, the whole amount', () => {
    expect(missingAfterRefusal(299, 100)).toBe(199);
    expect(missingAfterRefusal(299, 0)).toBe(299);
    expect(missingAfterRefusal(0.1 + 0.2, 0.1)).toBe(0.2);
    expect(missingAfterRefusal(299, 500)).toBe(299);
  });
});

describe('000 §4 already purchased → play', () => {
  it('the content that led here plays when its packet is already current', () => {
    const current = [{ packet: { id: 100 } }, { packet: { id: 101 } }];
    expect(isContentReady('/watch/104', 101, current)).toBe(true);
    expect(isContentReady('/watch/104', 102, current)).toBe(false);
    expect(isContentReady(null, 101, current)).toBe(false);
  });
});
