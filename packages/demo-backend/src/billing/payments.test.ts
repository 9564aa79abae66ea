// The demo provider through the API: a card linked on the hosted page, a packet bought after 402 by
// charging the linked card, double confirmations paying once, declines changing nothing, the 3-D
// Secure step, QR and SMS payments, and settlement by the injected clock (no sleeps).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsOutbox } from '../accounts/index';
import {
  advance,
  billingApi,
  CONFIRMS,
  NO_FUNDS,
  newViewer,
  PAYS,
  pagePath,
  submit,
} from '../testing/billing-fixture';
import { SETTLE_AFTER_MS } from './policy';

let app: FastifyInstance;
let sms: SmsOutbox;
const RETURN = 'http://app.test/packets/101';

beforeAll(async () => {
  ({ app, sms } = await billingApi());
});
afterAll(() => app.close());

describe('demo payment provider', () => {
  it('links a card on the hosted page: pending until settled, then listed as primary; the check is refunded', async () => {
    const v = await newViewer(app);
    const linked = await v.call('POST', '/v2/users/self/cards', {
      account_id: v.accountId,
      amount: 1,
      needed_refund: true,
      return_url: RETURN,
      lang: 'en',
    });
    expect(linked.status).toBe(201);
    expect(linked.body.transaction).toMatchObject({ status: 'pending', kind: 'card_link', amount: '1.00' });
    const page = await app.inject({ url: pagePath(linked.body.full_url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="f-number">Card number</label>');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://app.test");

    const bad = await submit(app, pagePath(linked.body.full_url), { ...PAYS, number: '1234' });
    expect(bad.status).toBe(422);
    expect(bad.body).toContain('aria-invalid="true"');
    const paid = await submit(app, pagePath(linked.body.full_url), PAYS);
    expect(paid).toMatchObject({ status: 303, location: `${RETURN}?purchased=true` });

    const id = linked.body.transaction.id as string;
    expect((await v.call('GET', `/v2/users/self/transactions/${id}`)).body.status).toBe('pending');
    advance(SETTLE_AFTER_MS);
    expect((await v.call('GET', `/v2/users/self/transactions/${id}`)).body.status).toBe('complete');
    expect((await v.call('GET', '/v2/users/self/cards')).body).toEqual([
      expect.objectContaining({ number: '•••• 4242', is_primary: true }),
    ]);
    expect(await v.balance()).toBe('0.00');
  });

  it('402 on a subscription → the linked card pays the missing amount → the retry subscribes; settling twice credits once', async () => {
    const v = await newViewer(app);
    const link = await v.call('POST', '/v2/users/self/cards', { return_url: RETURN });
    await submit(app, pagePath(link.body.full_url), PAYS);
    advance(SETTLE_AFTER_MS);
    const [card] = (await v.call('GET', '/v2/users/self/cards')).body;

    const refused = await v.call('POST', '/v2/users/self/subscriptions', { packet_id: 101 });
    expect(refused.status).toBe(402);
    expect(refused.body.error.error_code).toBe('insufficient_balance');
    const url = `/v2/users/self/accounts/${v.accountId}/payforms/linkedcard`;
    const charge = await v.call('POST', url, { amount: '299.00', card_id: card.id });
    expect(charge.body).toMatchObject({ status: 'pending', state: 'processing', full_url: null });
    // A double click while it is pending returns the same transaction.
    expect((await v.call('POST', url, { amount: 299, card_id: card.id })).body.id).toBe(charge.body.id);
    advance(SETTLE_AFTER_MS);
    const polls = await Promise.all(
      [1, 2, 3].map(() => v.call('GET', `/v2/users/self/transactions/${charge.body.id}`)),
    );
    expect(polls.map((p) => p.body.status)).toEqual(['complete', 'complete', 'complete']);
    expect(await v.balance()).toBe('299.00');
    expect((await v.call('POST', '/v2/users/self/subscriptions', { packet_id: 101 })).status).toBe(201);
    expect(await v.balance()).toBe('0.00');
    expect((await v.call('GET', '/v2/channels/7/stream')).status).toBe(200);
  });

  it('a double confirmation on the page pays once; with packet_id the packet is bought on arrival', async () => {
    const v = await newViewer(app);
    const url = `/v2/users/self/accounts/${v.accountId}/payforms/short_url`;
    const tx = await v.call('POST', url, {
      paysystem_shortname: 'demo_card',
      amount: '299.00',
      is_save_card: true,
      return_url: RETURN,
      packet_id: 101,
    });
    expect(tx.status).toBe(201);
    const [first, second] = await Promise.all([
      submit(app, pagePath(tx.body.full_url), PAYS),
      submit(app, pagePath(tx.body.full_url), PAYS),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    advance(SETTLE_AFTER_MS);
    await Promise.all([
      v.call('GET', `/v2/users/self/transactions/${tx.body.id}`),
      v.call('GET', `/v2/users/self/transactions/${tx.body.id}`),
    ]);
    expect(await v.subscribedTo()).toEqual([101]);
    expect(await v.balance()).toBe('0.00');
    expect((await v.call('GET', '/v2/users/self/cards')).body).toHaveLength(1);
  });

  it('a no-funds card is declined on the page; balance, cards and subscriptions stay as they were', async () => {
    const v = await newViewer(app);
    const tx = await v.call('POST', `/v2/users/self/accounts/${v.accountId}/payforms/short_url`, {
      paysystem_shortname: 'demo_card',
      amount: 299,
      return_url: RETURN,
      packet_id: 101,
      lang: 'ru',
    });
    const declined = await submit(app, pagePath(tx.body.full_url), NO_FUNDS);
    expect(declined).toMatchObject({ status: 303, location: `${RETURN}?purchased=false` });
    const page = await app.inject({ url: pagePath(tx.body.full_url) });
    expect(page.body).toContain('Недостаточно средств на карте.');
    advance(SETTLE_AFTER_MS);
    expect((await v.call('GET', `/v2/users/self/transactions/${tx.body.id}`)).body).toMatchObject({
      status: 'error',
      reason: 'insufficient_funds',
      status_description: 'Insufficient funds on the card',
    });
    expect(await v.balance()).toBe('0.00');
    expect(await v.subscribedTo()).toEqual([]);
    expect((await v.call('GET', '/v2/users/self/cards')).body).toEqual([]);
  });

  it('the confirming card asks for a code: a wrong one is refused on the page, the right one pays', async () => {
    const v = await newViewer(app);
    const tx = await v.call('POST', `/v2/users/self/accounts/${v.accountId}/payforms/short_url`, {
      amount: 50,
      return_url: RETURN,
    });
    const path = pagePath(tx.body.full_url);
    expect(await submit(app, path, CONFIRMS)).toMatchObject({ status: 303 });
    expect((await v.call('GET', `/v2/users/self/transactions/${tx.body.id}`)).body.state).toBe('confirming');
    const id = tx.body.id as string;
    const wrong = await submit(app, `/demo-pay/${id}/code?lang=en`, { code: '0000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toContain('Wrong code. Attempts left: 4.');
    expect(await submit(app, `/demo-pay/${id}/code?lang=en`, { code: '1234' })).toMatchObject({
      location: `${RETURN}?purchased=true`,
    });
    advance(SETTLE_AFTER_MS);
    const settled = (await v.call('GET', `/v2/users/self/transactions/${id}`)).body;
    expect(settled.status).toBe('complete');
    expect(settled.history.map((h: { state: string }) => h.state)).toEqual([
      'awaiting_payer',
      'confirming',
      'processing',
      'complete',
    ]);
    expect(await v.balance()).toBe('50.00');
  });

  it('QR: the code is an SVG of the page URL; paying there completes the transaction the app polls', async () => {
    const v = await newViewer(app);
    const tx = await v.call(
      'POST',
      `/v2/users/self/accounts/${v.accountId}/payforms/qrcode_make_transaction`,
      {
        paysystem_shortname: 'demo_qr',
        amount: '10.50',
      },
    );
    expect(tx.body.qrcode_ur).toMatch(/\/demo-pay\/[0-9a-f-]{36}\/qr\.svg$/);
    const svg = await app.inject({ url: pagePath(tx.body.qrcode_ur) });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    // No return URL (paid on a phone): the page shows the result instead of redirecting, in English since no
    // language was asked for (000 §7: default en; the page used to default to Russian).
    const paid = await submit(app, pagePath(tx.body.full_url), PAYS);
    expect(paid.location).toMatch(/^\/demo-pay\//);
    advance(SETTLE_AFTER_MS);
    expect((await app.inject({ url: paid.location ?? '' })).body).toContain('Payment complete.');
    expect(await v.balance()).toBe('10.50');
  });

  it('phone: the SMS carries the page link and code; the code pays', async () => {
    const v = await newViewer(app);
    expect((await v.provePhone()).status).toBe(201);
    const tx = await v.call('POST', `/v2/users/self/accounts/${v.accountId}/payforms/ext_billing_balance`, {
      paysystem_shortname: 'demo_sms',
      amount: 20,
      phone: `+${v.phone}`,
    });
    expect(tx.status).toBe(201);
    const [message] = sms.list(v.phone).slice(-1);
    expect(message?.text).toContain(pagePath(tx.body.full_url).split('?')[0]);
    const path = `/demo-pay/${tx.body.id}/code`;
    expect((await submit(app, path, { code: 'x' })).status).toBe(422);
    await submit(app, path, { code: message?.code ?? '' });
    advance(SETTLE_AFTER_MS);
    expect(await v.balance()).toBe('20.00');
  });

  it('refuses guests, other viewers’ transactions and accounts, and bad amounts', async () => {
    const v = await newViewer(app);
    const other = await newViewer(app);
    const tx = await v.call('POST', `/v2/users/self/accounts/${v.accountId}/payforms/short_url`, {
      amount: 1,
      return_url: RETURN,
    });
    expect((await other.call('GET', `/v2/users/self/transactions/${tx.body.id}`)).status).toBe(404);
    expect(
      (
        await other.call('POST', `/v2/users/self/accounts/${v.accountId}/payforms/linkedcard`, {
          amount: 1,
          card_id: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await v.call('POST', `/v2/users/self/accounts/${v.accountId}/payforms/short_url`, {
          amount: '1.234',
          return_url: RETURN,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await v.call('POST', `/v2/users/self/accounts/${v.accountId}/payforms/short_url`, {
          amount: 1,
          return_url: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);
    const guest = await app.inject({
      method: 'POST',
      url: '/v2/auth/device',
      payload: { device_id: 'billing-guest' },
    });
    const res = await app.inject({
      url: '/v2/users/self/cards',
      headers: { authorization: `Bearer ${guest.json().access_token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
