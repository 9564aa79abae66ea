import { describe, expect, it } from 'vitest';
import { payformOf, paysystemShortname, transactionOf } from './schemas';

describe('reading a started payment (000 §3: the id has several names)', () => {
  it('reads the demo provider’s transaction with its page and QR', () => {
    expect(
      transactionOf({
        id: 'tx-1',
        status: 'pending',
        full_url: 'https://pay/tx-1',
        qrcode_ur: 'https://pay/tx-1/qr.svg',
      }),
    ).toEqual({
      transactionId: 'tx-1',
      fullUrl: 'https://pay/tx-1',
      qrUrl: 'https://pay/tx-1/qr.svg',
      status: 'pending',
      statusDescription: null,
    });
  });
  it('reads a card link’s { full_url, transaction: {…} } and a bare numeric transaction', () => {
    expect(
      transactionOf({ full_url: 'https://pay/9', transaction: { id: 9, status: 'pending' } }),
    ).toMatchObject({
      transactionId: '9',
      fullUrl: 'https://pay/9',
    });
    expect(transactionOf({ transaction: 42 }).transactionId).toBe('42');
    expect(transactionOf({ transactionId: 'x', fullUrl: 'https://pay/x' }).fullUrl).toBe('https://pay/x');
  });
  it('refuses an answer without any transaction id', () => {
    expect(() => transactionOf({ full_url: 'https://pay/' })).toThrow('no transaction');
  });
});

describe('paysystems', () => {
  const card = {
    id: 1,
    name: 'demo_card',
    payform_shortname: 'short_url',
    payforms: [{ shortname: 'short_url', params: { paysystem_shortname: 'demo_card' } }],
  };
  it('pay with their payform and are named by their paysystem shortname', () => {
    expect(payformOf(card)).toBe('short_url');
    expect(paysystemShortname(card)).toBe('demo_card');
    expect(payformOf({ payforms: [{ shortname: 'qrcode' }] })).toBe('qrcode');
  });
});
