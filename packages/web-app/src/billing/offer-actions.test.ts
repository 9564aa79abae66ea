/**
 * The offer process (000 §4) as the payment actions run it, against fake billing calls: the offer's
 * 'No purchases!' / 'No paysystems!', the confirmation when the balance covers it (and 000 §8's 402 on
 * the purchase falling back to paying the offer), the operator account's message, the linked card's 400
 * as the no-funds modal, and every payment of an offer going through the offer's own transaction.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { PacketEndpoints } from '../packets/endpoints';
import type { BillingEndpoints } from './endpoints';
import { createPayActions, type PayDialog, type PayPurpose } from './pay-actions';
import type { Offer, Paysystem } from './schemas';

const card: Paysystem = {
  id: 1,
  name: 'demo_card',
  payform_shortname: 'short_url',
  button_text: 'Pay by card',
  payforms: [
    { shortname: 'short_url', params: { paysystem_shortname: 'demo_card' } },
    { shortname: 'linkedcard', params: { paysystem_shortname: 'demo_card' } },
  ],
};
const account: Paysystem = {
  id: 4,
  name: 'demo_account',
  payform_shortname: 'provider_account',
  how_to_use: 'Added to your next bill.',
  payforms: [{ shortname: 'provider_account', params: { paysystem_shortname: 'demo_account' } }],
};
const purpose: PayPurpose = {
  source: 'content',
  amount: 0,
  packetId: null,
  playPath: '/watch/104',
  returnPath: '/contents/104',
  name: 'Premium Heist',
};
const request = { purchaseTypeId: 10_400_000, offerVersion: 'tv303', libraryId: null, entityLicenseId: null };

function offer(change: Partial<Offer> = {}, money = false): Offer {
  return {
    offer_id: 7,
    purchases: [{ id: 10_400_000, contentId: 104, amount: '199.00', is_have_money_on_balance: money }],
    paysystems: [card, account],
    ...change,
  };
}

function setup(o: Offer, cards: { id: number; number: string; is_primary: boolean }[] = []) {
  const billing = {
    createOffer: vi.fn(async () => o),
    cards: vi.fn(async () => cards),
    offerTransaction: vi.fn(async () => ({ id: 'tx-1', full_url: 'http://pay/tx-1' })),
    purchase: vi.fn(async () => ({ id: 1 })),
    payLinkedCard: vi.fn(),
    payByPage: vi.fn(),
  };
  const packets = { accounts: vi.fn(async () => [{ id: 3, balance: '0.00' }]) };
  let dialog: PayDialog | null = null;
  const bought = vi.fn();
  const errors: (string | null)[] = [];
  const actions = createPayActions({
    get: () => ({
      apis: {
        billing: billing as unknown as BillingEndpoints,
        packets: packets as unknown as PacketEndpoints,
      },
      owner: 'api|1',
      language: 'en',
      dialog,
    }),
    open: (next) => {
      dialog = next;
    },
    setBusy: () => {},
    setError: (e) => void errors.push(e),
    inFlight: { current: false },
    bought,
  });
  return { actions, billing, bought, errors, dialog: () => dialog };
}

beforeEach(() => window.localStorage.clear());

describe('the offer process (000 §4)', () => {
  it('refuses an offer with nothing to buy or no way to pay, before any money moves', async () => {
    const none = setup(offer({ purchases: [] }));
    await expect(none.actions.buyOffer(purpose, request)).rejects.toThrow('No purchases!');
    const noWay = setup(offer({ paysystems: [] }));
    await expect(noWay.actions.buyOffer(purpose, request)).rejects.toThrow('No paysystems!');
    expect(noWay.billing.offerTransaction).not.toHaveBeenCalled();
  });

  it('with the balance covering it, confirms and buys from the balance (no transaction)', async () => {
    const t = setup(offer({}, true));
    await t.actions.buyOffer(purpose, request);
    expect(t.dialog()).toMatchObject({
      kind: 'offer_confirm',
      purpose: { amount: 199, offer: { offerId: 7 } },
    });
    await t.actions.confirmOffer();
    expect(t.billing.purchase).toHaveBeenCalledWith(
      expect.objectContaining({ purchaseTypeId: 10_400_000 }),
      3,
    );
    expect(t.dialog()?.kind).toBe('bought');
    expect(t.bought).toHaveBeenCalledWith(expect.objectContaining({ playPath: '/watch/104' }));
    expect(t.billing.offerTransaction).not.toHaveBeenCalled();
  });

  it('a 402 on the purchase (the balance moved) goes on to paying the offer (000 §8)', async () => {
    const t = setup(offer({}, true));
    t.billing.purchase.mockRejectedValueOnce(new ApiError('http', 'short', '/purchases', 402));
    await t.actions.buyOffer(purpose, request);
    await t.actions.confirmOffer();
    expect(t.dialog()?.kind).toBe('methods');
    expect(t.bought).not.toHaveBeenCalled();
  });

  it('provider_account: the operator’s message, then the offer transaction on agreeing', async () => {
    const t = setup(offer());
    await t.actions.buyOffer(purpose, request);
    expect(t.dialog()?.kind).toBe('methods');
    t.actions.choose(account);
    expect(t.dialog()).toMatchObject({ kind: 'provider_account', paysystem: { name: 'demo_account' } });
    await t.actions.payFromAccount();
    expect(t.billing.offerTransaction).toHaveBeenCalledWith(7, { paysystem_shortname: 'demo_account' });
    expect(t.dialog()).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('onair.billing.pending') ?? '{}')).toMatchObject({
      transactionId: 'tx-1',
      source: 'content',
      playPath: '/watch/104',
    });
  });

  it('the provider’s page pays the offer through its transaction, never a top-up', async () => {
    const t = setup(offer());
    await t.actions.buyOffer(purpose, request);
    t.actions.choose(card);
    expect(t.dialog()?.kind).toBe('redirect');
    // jsdom does not navigate (it only reports that it cannot); the call made is what counts here.
    await t.actions.payOnPage();
    expect(t.billing.offerTransaction).toHaveBeenCalledWith(7, {
      paysystem_shortname: 'demo_card',
      return_url: expect.stringContaining('/contents/104?purchased=true'),
      lang: 'en',
    });
    expect(t.billing.payByPage).not.toHaveBeenCalled();
  });

  it('a primary card: the card modal; its 400 (no money) is the no-funds modal and nothing is recorded', async () => {
    const t = setup(offer(), [{ id: 5, number: '•••• 9995', is_primary: true }]);
    await t.actions.buyOffer(purpose, request);
    expect(t.dialog()).toMatchObject({ kind: 'card', card: { id: 5 } });
    t.billing.offerTransaction.mockRejectedValueOnce(
      new ApiError('http', 'Insufficient funds on the card 9995', '/purchases_offer/transaction', 400),
    );
    await t.actions.payWithCard();
    expect(t.billing.offerTransaction).toHaveBeenCalledWith(7, {
      paysystem_shortname: 'linkedcard',
      card_id: 5,
    });
    expect(t.dialog()).toMatchObject({ kind: 'no_funds', reason: 'Insufficient funds on the card 9995' });
    expect(window.localStorage.getItem('onair.billing.pending')).toBeNull();
  });

  it('a requested paysystem is taken at once, no chooser; an unknown request takes the first', async () => {
    const asked = setup(offer());
    await asked.actions.buyOffer({ ...purpose, paysystem: { name: 'demo_account' } }, request);
    expect(asked.dialog()).toMatchObject({ kind: 'provider_account', paysystem: { name: 'demo_account' } });
    const unknown = setup(offer());
    await unknown.actions.buyOffer({ ...purpose, paysystem: { name: 'nobody' } }, request);
    expect(unknown.dialog()).toMatchObject({ kind: 'redirect', paysystem: { name: 'demo_card' } });
  });

  it('phone_sms: the confirm with the viewer’s own phone, not the number entry (000 §4)', async () => {
    const sms: Paysystem = {
      id: 9,
      name: 'demo_sms',
      payform_shortname: 'phone_sms',
      payforms: [{ shortname: 'phone_sms', params: { paysystem_shortname: 'demo_sms' } }],
    };
    const t = setup(offer({ paysystems: [sms] }));
    await t.actions.buyOffer(purpose, request);
    expect(t.dialog()).toMatchObject({ kind: 'phone', confirmOnly: true });
  });
});
