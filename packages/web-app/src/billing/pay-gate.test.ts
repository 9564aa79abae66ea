import { describe, expect, it } from 'vitest';
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
    expect(payNeedsPin(session('set'), 0)).toBe(false);
  });
  it('is not asked when ignored, or in an embed that skips parental control', () => {
    expect(payNeedsPin(session('ignore'), 0)).toBe(false);
    expect(
      payNeedsPin(session('set', { params: { ignoreParentalControl: true } } as Partial<SessionValue>), 0),
    ).toBe(false);
  });
});
