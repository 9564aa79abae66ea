import { describe, expect, it } from 'vitest';
import type { ParentalScene } from './approval-policy';
import { paymentNeeds } from './pay-policy';

const scene = (over: Partial<ParentalScene> = {}): ParentalScene => ({
  pinSet: true,
  childActive: false,
  switches: { pay: true },
  ...over,
});

describe('what a payment needs', () => {
  it.each([
    ['switch on, PIN set', scene(), 'pay'],
    ['switch off', scene({ switches: { pay: false } }), null],
    ['switch never set (the operator default: off)', scene({ switches: {} }), null],
    ['no PIN set: nothing to enter', scene({ pinSet: false }), null],
    ['a child profile, switch on', scene({ childActive: true }), 'pay'],
    ['a child profile, switch off', scene({ childActive: true, switches: {} }), null],
  ] as const)('%s', (_name, s, expected) => expect(paymentNeeds(s)).toBe(expected));

  it('the settings switch alone does not hold payments back', () =>
    expect(paymentNeeds(scene({ switches: { settings: true } }))).toBeNull());
});
