import { afterEach, describe, expect, it } from 'vitest';
import type { SessionValue } from '../session/context';
import { approvePay, forgetPayApproval, payNeedsPin } from './pay-gate';

const session = (status: string | null, extra: Partial<SessionValue> = {}) =>
  ({
    user: { id: 1, parental_status: status },
    isGuest: false,
    childProfile: false,
    params: { ignoreParentalControl: false },
    ...extra,
  }) as unknown as SessionValue;

afterEach(() => forgetPayApproval());

describe('the pay PIN (000 §6)', () => {
  it('follows the device switch for paying, off by the operator’s defaults: a PIN alone does not ask', () => {
    expect(payNeedsPin(session('set'), null, 0)).toBe(false);
    expect(payNeedsPin(session('set'), { pay: false }, 0)).toBe(false);
  });
  it('asks before paying when this device’s pay switch is on and the account has a PIN', () => {
    expect(payNeedsPin(session('set'), { pay: true }, 0)).toBe(true);
    // Without a PIN set the pay check has nothing to ask (the gate would ask to set one first).
    expect(payNeedsPin(session('notset'), { pay: true }, 0)).toBe(false);
  });
  it('remembers an entered PIN for the device’s duration, and not at all for 0 minutes', () => {
    approvePay({ pay: true, duration: 0 }, 1_000);
    expect(payNeedsPin(session('set'), { pay: true, duration: 0 }, 1_001)).toBe(true);
    approvePay({ pay: true, duration: 5 }, 1_000);
    expect(payNeedsPin(session('set'), { pay: true, duration: 5 }, 1_000 + 4 * 60_000)).toBe(false);
    expect(payNeedsPin(session('set'), { pay: true, duration: 5 }, 1_000 + 5 * 60_000)).toBe(true);
  });
  it('is not asked when ignored, or in an embed that skips parental control', () => {
    expect(payNeedsPin(session('ignore'), { pay: true }, 0)).toBe(false);
    expect(
      payNeedsPin(
        session('set', { params: { ignoreParentalControl: true } } as Partial<SessionValue>),
        { pay: true },
        0,
      ),
    ).toBe(false);
  });
});
