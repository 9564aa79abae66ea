import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../test/memory-store';
import { createApprovalStore } from '../parental/approval-store';
import type { SessionValue } from '../session/context';
import { payNeedsPin } from './pay-gate';

const session = (status: string | null, extra: Partial<SessionValue> = {}) =>
  ({
    user: { id: 1, parental_status: status },
    isGuest: false,
    childProfile: false,
    params: { ignoreParentalControl: false },
    ...extra,
  }) as unknown as SessionValue;

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
  it('passes while the server’s approval for paying holds, as long as the server said', () => {
    let now = 1_000;
    const approvals = createApprovalStore(memoryStore(), () => now);
    expect(payNeedsPin(session('set'), { pay: true }, now, approvals)).toBe(true);
    approvals.keep(1, { token: 't', action: 'pay', expires_in: 300 });
    now += 299_999;
    expect(payNeedsPin(session('set'), { pay: true }, now, approvals)).toBe(false);
    now += 1;
    expect(payNeedsPin(session('set'), { pay: true }, now, approvals)).toBe(true);
    // An approval for something else is not one for paying.
    approvals.keep(1, { token: 't', action: 'profile', expires_in: 300 });
    expect(payNeedsPin(session('set'), { pay: true }, now, approvals)).toBe(true);
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
