// The offer process and purchases through the API, with every §8 payment status: 402 on a purchase
// from a short balance, 400 insufficient_funds on an offer transaction with a no-funds linked card,
// 'No purchases!' (an offer for what is owned), 'No paysystems!' (an unknown version), and a paid
// offer buying exactly once — a packet or a content, whose stream then opens.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advance, billingApi, NO_FUNDS, newViewer, PAYS, pagePath, submit } from '../testing/billing-fixture';
import { SETTLE_AFTER_MS } from './policy';

let app: FastifyInstance;
const RETURN = 'http://app.test/watch/104';
const CINEMA_30 = 10_100_030;
const HEIST = 10_400_000;

beforeAll(async () => {
  ({ app } = await billingApi());
});
afterAll(() => app.close());

type Viewer = Awaited<ReturnType<typeof newViewer>>;
async function topUp(v: Viewer, amount: string) {
  const tx = await v.call('POST', `/v2/users/self/accounts/${v.accountId}/payforms/short_url`, {
    amount,
    return_url: RETURN,
  });
  await submit(app, pagePath(tx.body.full_url), PAYS);
  advance(SETTLE_AFTER_MS);
}
async function linkCard(v: Viewer, card: Record<string, string>) {
  const link = await v.call('POST', '/v2/users/self/cards', { return_url: RETURN });
  await submit(app, pagePath(link.body.full_url), card);
  advance(SETTLE_AFTER_MS);
  return (await v.call('GET', '/v2/users/self/cards')).body[0] as { id: number };
}

describe('offers and purchases', () => {
  it('an offer paid on the page buys the packet once; the balance ends where it started', async () => {
    const v = await newViewer(app);
    const offer = await v.call('POST', '/v2/users/self/purchases_offer', {
      purchase_type_id: CINEMA_30,
      paysystem_version: 1,
      offer_version: 'web300',
    });
    expect(offer.status).toBe(201);
    expect(offer.body.purchases).toEqual([
      expect.objectContaining({
        id: CINEMA_30,
        packetId: 101,
        amount: '299.00',
        is_have_money_on_balance: false,
      }),
    ]);
    expect(offer.body.paysystems.map((p: { name: string }) => p.name)).toEqual([
      'demo_card',
      'demo_qr',
      'demo_sms',
      'demo_account',
    ]);
    const tx = await v.call('POST', '/v2/users/self/purchases_offer/transaction', {
      offer_id: offer.body.offer_id,
      return_url: RETURN,
    });
    expect(tx.body).toMatchObject({ kind: 'offer', status: 'pending', amount: '299.00' });
    const read = await v.call('GET', `/v2/users/self/purchases_offer/${offer.body.offer_id}`);
    expect(read.body.purchases[0]).toMatchObject({ transactionId: tx.body.id, fullUrl: tx.body.full_url });
    await Promise.all([
      submit(app, pagePath(tx.body.full_url), PAYS),
      submit(app, pagePath(tx.body.full_url), PAYS),
    ]);
    advance(SETTLE_AFTER_MS);
    expect((await v.call('GET', `/v2/users/self/transactions/${tx.body.id}`)).body.status).toBe('complete');
    expect(await v.subscribedTo()).toEqual([101]);
    expect(await v.balance()).toBe('0.00');
    // 000 §4 Subscription: the purchase behind it is listed, so its period is changed, not disabled.
    const [current] = (await v.call('GET', '/v2/users/self/subscriptions/current')).body;
    expect(current.purchases).toEqual([
      { id: expect.any(Number), purchase_type_id: CINEMA_30, amount: '299.00' },
    ]);
    expect(current.actions.can_change_period).toBe(true);
    // Owned now: an offer for it has nothing to sell (the app's 'No purchases!').
    const again = await v.call('POST', '/v2/users/self/purchases_offer', { purchase_type_id: CINEMA_30 });
    expect(again.body.purchases).toEqual([]);
    const noPurchases = await v.call('POST', '/v2/users/self/purchases_offer/transaction', {
      offer_id: again.body.offer_id,
    });
    expect(noPurchases.body.error).toMatchObject({ status: 400, error_code: 'no_purchases' });
  });

  it('400 insufficient_funds on an offer transaction with a no-funds linked card; nothing changes', async () => {
    const v = await newViewer(app);
    const card = await linkCard(v, NO_FUNDS);
    const offer = await v.call('POST', '/v2/users/self/purchases_offer', { purchase_type_id: CINEMA_30 });
    expect(offer.body.purchases[0].isCardLinked).toBe(true);
    const tx = await v.call('POST', '/v2/users/self/purchases_offer/transaction', {
      offer_id: offer.body.offer_id,
      paysystem_shortname: 'linkedcard',
      card_id: card.id,
    });
    expect(tx.status).toBe(400);
    expect(tx.body.error.error_code).toBe('insufficient_funds');
    // The same card through the payforms fails at settlement instead, leaving the balance alone.
    const charge = await v.call('POST', `/v2/users/self/accounts/${v.accountId}/payforms/linkedcard`, {
      amount: 299,
      card_id: card.id,
      packet_id: 101,
    });
    advance(SETTLE_AFTER_MS);
    expect((await v.call('GET', `/v2/users/self/transactions/${charge.body.id}`)).body).toMatchObject({
      status: 'error',
      reason: 'insufficient_funds',
    });
    expect(await v.balance()).toBe('0.00');
    expect(await v.subscribedTo()).toEqual([]);
  });

  it('provider_account: an offer billed to the operator account settles without a page and buys once', async () => {
    const v = await newViewer(app);
    const offer = await v.call('POST', '/v2/users/self/purchases_offer', { purchase_type_id: HEIST });
    const account = offer.body.paysystems.find((p: { name: string }) => p.name === 'demo_account');
    expect(account).toMatchObject({
      payform_shortname: 'provider_account',
      payforms: [{ shortname: 'provider_account', params: { paysystem_shortname: 'demo_account' } }],
    });
    const pay = () =>
      v.call('POST', '/v2/users/self/purchases_offer/transaction', {
        offer_id: offer.body.offer_id,
        paysystem_shortname: 'demo_account',
      });
    const tx = await pay();
    const again = await pay();
    expect(tx.status).toBe(201);
    expect(tx.body).toMatchObject({
      status: 'pending',
      state: 'processing',
      full_url: null,
      amount: '199.00',
    });
    expect(again.body.id, 'a repeated request while it settles is the same payment').toBe(tx.body.id);
    advance(SETTLE_AFTER_MS);
    expect((await v.call('GET', `/v2/users/self/transactions/${tx.body.id}`)).body.status).toBe('complete');
    expect((await v.call('GET', '/v2/contents/104/meta')).body.is_purchased).toBe(true);
    expect(await v.balance(), 'credited and spent once').toBe('0.00');
    // Plain top-ups never offer the operator account: it pays for purchases only.
    const payforms = (await v.call('GET', '/v2/users/self/payforms?version=1')).body as { name: string }[];
    expect(payforms.map((p) => p.name)).not.toContain('demo_account');
  });

  it('an unknown paysystem version lists none (the app’s No paysystems!); unknown purchase types are 404', async () => {
    const v = await newViewer(app);
    const offer = await v.call('POST', '/v2/users/self/purchases_offer', {
      purchase_type_id: CINEMA_30,
      paysystem_version: 7,
    });
    expect(offer.body.paysystems).toEqual([]);
    expect((await v.call('GET', '/v2/users/self/payforms?version=7')).body).toEqual([]);
    expect((await v.call('GET', '/v2/users/self/payforms?version=1')).body).toHaveLength(3);
    expect(
      (await v.call('POST', '/v2/users/self/purchases_offer', { purchase_type_id: 10_100_031 })).status,
    ).toBe(404);
  });

  it('402 on a purchase from a short balance; then a content bought from the balance opens its stream', async () => {
    const v = await newViewer(app);
    expect((await v.call('GET', '/v2/contents/104/stream')).status).toBe(403);
    const short = await v.call('POST', '/v2/users/self/purchases', {
      purchase_type_id: HEIST,
      account_id: v.accountId,
    });
    expect(short.status).toBe(402);
    expect(short.body.error.error_code).toBe('insufficient_balance');
    await topUp(v, '199.00');
    expect(await v.balance()).toBe('199.00');
    const bought = await v.call('POST', '/v2/users/self/purchases', {
      purchase_type_id: HEIST,
      account_id: v.accountId,
    });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ content_id: 104, status: 'active', amount: '199.00' });
    expect((await v.call('POST', '/v2/users/self/purchases', { purchase_type_id: HEIST })).body.id).toBe(
      bought.body.id,
    );
    expect(await v.balance()).toBe('0.00');
    expect((await v.call('GET', '/v2/contents/104/stream')).status).toBe(200);
    expect((await v.call('GET', '/v2/contents/104/meta')).body.is_purchased).toBe(true);
    expect((await v.call('DELETE', `/v2/users/self/purchases/${bought.body.id}`)).status).toBe(403);
  });

  it('a packet purchase: renewal off and on by PATCH, ended by DELETE with a refund; re-enabling an ended one with too little money is 402', async () => {
    const v = await newViewer(app);
    await topUp(v, '299.00');
    const bought = await v.call('POST', '/v2/users/self/purchases', { purchase_type_id: CINEMA_30 });
    expect(bought.body).toMatchObject({ packet_id: 101, status: 'active', renew: true });
    const off = await v.call('PATCH', `/v2/users/self/purchases/${bought.body.id}`, { renew: false });
    expect(off.body).toMatchObject({ status: 'disabled', renew: false });
    expect(
      (await v.call('PATCH', `/v2/users/self/purchases/${bought.body.id}`, { renew: true })).body.status,
    ).toBe('active');
    const ended = await v.call('DELETE', `/v2/users/self/purchases/${bought.body.id}`);
    expect(ended.body).toMatchObject({ id: bought.body.id, refunded: '299.00' });
    expect((await v.call('POST', '/v2/users/self/purchases', { purchase_type_id: HEIST })).status).toBe(201);
    expect(await v.balance()).toBe('100.00');
    const rebuy = await v.call('PATCH', `/v2/users/self/purchases/${bought.body.id}`, { renew: true });
    expect(rebuy.status).toBe(402);
    expect(await v.subscribedTo()).toEqual([]);
  });
});
