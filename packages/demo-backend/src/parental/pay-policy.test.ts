import { describe, expect, it } from 'vitest';
import type { ParentalScene } from './approval-policy';
import { paymentNeeds, RECENT_PAYMENT_MS } from './pay-policy';

const NOW = 1_767_225_600_000;
const scene = (over: Partial<ParentalScene> = {}): ParentalScene => ({
  pinSet: true,
  childActive: false,
  switches: { pay: true },
  ...over,
});

describe('what a payment needs', () => {
  it.each([
    ['switch on, PIN set, no payment before', scene(), null, 'pay'],
    ['switch off', scene({ switches: { pay: false } }), null, null],
    ['switch never set (the operator default: off)', scene({ switches: {} }), null, null],
    ['no PIN set: nothing to enter', scene({ pinSet: false }), null, null],
    ['a payment 1 s ago', scene(), NOW - 1000, null],
    ['a payment this very moment', scene(), NOW, null],
    ['a payment 29.999 s ago', scene(), NOW - RECENT_PAYMENT_MS + 1, null],
    ['a payment exactly 30 s ago', scene(), NOW - RECENT_PAYMENT_MS, 'pay'],
    ['a payment 31 s ago', scene(), NOW - 31_000, 'pay'],
    ['a payment dated in the future (a clock step back)', scene(), NOW + 5000, 'pay'],
    ['a child profile, a payment 1 s ago', scene({ childActive: true }), NOW - 1000, 'pay'],
    ['a child profile, switch off', scene({ childActive: true, switches: {} }), null, null],
  ] as const)('%s', (_name, s, last, expected) => expect(paymentNeeds(s, last, NOW)).toBe(expected));

  it('the settings switch alone does not hold payments back', () =>
    expect(paymentNeeds(scene({ switches: { settings: true } }), null, NOW)).toBeNull());
});
