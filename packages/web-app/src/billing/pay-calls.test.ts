import { describe, expect, it, vi } from 'vitest';
import type { BillingEndpoints } from './endpoints';
import { moneyCall } from './pay-calls';

function billing() {
  const answer = async () => ({ id: 'tx' });
  return {
    offerTransaction: vi.fn(answer),
    payLinkedCard: vi.fn(answer),
    payByPage: vi.fn(answer),
    payByQr: vi.fn(answer),
    payByPhone: vi.fn(answer),
  };
}
const plain = { amount: 299, packetId: 101 };
const offer = {
  amount: 199,
  packetId: null,
  offer: {
    offerId: 7,
    purchaseTypeId: 10_400_000,
    offerVersion: 'tv303',
    libraryId: null,
    entityLicenseId: null,
  },
};

describe('which call moves the money', () => {
  it('a plain payment tops the balance up through the payforms, naming the packet', async () => {
    const b = billing();
    const api = b as unknown as BillingEndpoints;
    await moneyCall(api, plain, { via: 'card', cardId: 5 })(3);
    await moneyCall(api, plain, { via: 'qr', paysystem: 'demo_qr' })(3);
    await moneyCall(api, plain, { via: 'phone', paysystem: 'demo_sms', phone: '79990001122' })(3);
    expect(b.payLinkedCard).toHaveBeenCalledWith(3, plain, 5);
    expect(b.payByQr).toHaveBeenCalledWith(3, plain, 'demo_qr');
    expect(b.payByPhone).toHaveBeenCalledWith(3, plain, 'demo_sms', '79990001122');
    expect(b.offerTransaction).not.toHaveBeenCalled();
    // The operator account pays offers only: nothing is asked of the server.
    await expect(moneyCall(api, plain, { via: 'account', paysystem: 'demo_account' })(3)).rejects.toThrow();
  });

  it('a payment for an offer is always the offer’s own transaction', async () => {
    const b = billing();
    const api = b as unknown as BillingEndpoints;
    await moneyCall(api, offer, { via: 'card', cardId: 5 })(3);
    await moneyCall(api, offer, {
      via: 'page',
      paysystem: 'demo_card',
      returnUrl: 'http://app/x',
      lang: 'ru',
    })(3);
    await moneyCall(api, offer, { via: 'qr', paysystem: 'demo_qr' })(3);
    await moneyCall(api, offer, { via: 'phone', paysystem: 'demo_sms', phone: '79990001122' })(3);
    await moneyCall(api, offer, { via: 'account', paysystem: 'demo_account' })(3);
    expect(b.offerTransaction.mock.calls).toEqual([
      [7, { paysystem_shortname: 'linkedcard', card_id: 5 }],
      [7, { paysystem_shortname: 'demo_card', return_url: 'http://app/x', lang: 'ru' }],
      [7, { paysystem_shortname: 'demo_qr' }],
      [7, { paysystem_shortname: 'demo_sms', phone: '79990001122' }],
      [7, { paysystem_shortname: 'demo_account' }],
    ]);
    expect(b.payLinkedCard).not.toHaveBeenCalled();
    expect(b.payByPage).not.toHaveBeenCalled();
  });
});
