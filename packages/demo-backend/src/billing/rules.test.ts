// The pure rules: which test card does what, the card form's checks by an injected clock, the
// transaction lifecycle's moves, when a payment settles or a page expires, and amounts in minor units.
import { describe, expect, it } from 'vitest';
import { amountField } from './amount';
import { canMove, dueChange, outcomeFor, PAGE_EXPIRES_AFTER_MS, SETTLE_AFTER_MS, wireStatus } from './policy';
import { checkCard, luhn } from './test-cards';

const NOV_2026 = Date.UTC(2026, 10, 25);

describe('test cards', () => {
  it('knows the three test numbers and refuses other valid or invalid ones', () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    const ok = { expiry: '12/30', cvc: '123' };
    expect(checkCard({ number: '4242 4242 4242 4242', ...ok }, NOV_2026).card).toEqual({
      last4: '4242',
      behaviour: 'pays',
    });
    expect(checkCard({ number: '4000-0000-0000-9995', ...ok }, NOV_2026).card?.behaviour).toBe('no_funds');
    expect(checkCard({ number: '4000000000003220', ...ok }, NOV_2026).card?.behaviour).toBe('confirms');
    expect(checkCard({ number: '5555555555554444', ...ok }, NOV_2026).problems).toEqual(['unknown_card']);
    expect(checkCard({ number: '1234', ...ok }, NOV_2026).problems).toEqual(['number']);
  });

  it('checks expiry against the clock and the CVC, naming every problem', () => {
    const number = '4242424242424242';
    expect(checkCard({ number, expiry: '11/26', cvc: '123' }, NOV_2026).problems).toEqual([]);
    expect(checkCard({ number, expiry: '10/26', cvc: '123' }, NOV_2026).problems).toEqual(['expired']);
    expect(checkCard({ number, expiry: '13/30', cvc: '12' }, NOV_2026).problems).toEqual(['expiry', 'cvc']);
    expect(checkCard({ number: '', expiry: '', cvc: '' }, NOV_2026).problems).toEqual([
      'number',
      'expiry',
      'cvc',
    ]);
  });
});

describe('transaction lifecycle', () => {
  it('moves forward only; complete and error are final; the wire folds the pending states', () => {
    expect(canMove('awaiting_payer', 'processing')).toBe(true);
    expect(canMove('processing', 'complete')).toBe(true);
    expect(canMove('complete', 'complete')).toBe(false);
    expect(canMove('error', 'processing')).toBe(false);
    expect(canMove('processing', 'awaiting_payer')).toBe(false);
    expect(['awaiting_payer', 'confirming', 'processing'].map((s) => wireStatus(s as 'processing'))).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('settles at its time and expires abandoned pages', () => {
    const at = 1_000_000;
    const processing = { state: 'processing' as const, settleAt: at + SETTLE_AFTER_MS, createdAt: at };
    expect(dueChange(processing, at + SETTLE_AFTER_MS - 1)).toBeNull();
    expect(dueChange(processing, at + SETTLE_AFTER_MS)).toBe('settle');
    const page = { state: 'awaiting_payer' as const, settleAt: null, createdAt: at };
    expect(dueChange(page, at + PAGE_EXPIRES_AFTER_MS - 1)).toBeNull();
    expect(dueChange(page, at + PAGE_EXPIRES_AFTER_MS)).toBe('expire');
    expect(dueChange({ ...processing, state: 'complete' }, at * 2)).toBeNull();
  });

  it('a no-funds card passes only a refunded card-link check', () => {
    expect(outcomeFor('no_funds', { kind: 'card_link', neededRefund: true })).toBe('pays');
    expect(outcomeFor('no_funds', { kind: 'card_link', neededRefund: false })).toBe('no_funds');
    expect(outcomeFor('no_funds', { kind: 'offer', neededRefund: false })).toBe('no_funds');
    expect(outcomeFor('confirms', { kind: 'refill', neededRefund: false })).toBe('pays');
  });
});

describe('amounts', () => {
  it('turns major units into integer minor units and refuses the rest', () => {
    expect(amountField.parse('299.00')).toBe(29_900);
    expect(amountField.parse(299)).toBe(29_900);
    expect(amountField.parse(0.1)).toBe(10);
    expect(amountField.parse('10.5')).toBe(1050);
    for (const bad of ['1.234', '-1', '0', 0, 'abc', '1e3'])
      expect(amountField.safeParse(bad).success).toBe(false);
  });
});
