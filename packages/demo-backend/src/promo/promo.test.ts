// Promo keys through the API (000 §4 Promo code, §7 Promo, §8 promo errors): each demo kind — free
// days, needs confirm, paid with a card, expired, wrong — and what activation opens, once.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/index';
import { post, signInByPassword } from '../testing/accounts-fixture';
import { FIXED_NOW_MS, fixtureApi, guestToken } from '../testing/api-fixture';

const DAY_S = 86_400;
const NOW_S = Math.floor(FIXED_NOW_MS / 1000);
let app: FastifyInstance;
let viewers = 0;
// Card links settle on the payment provider's clock: the test moves it instead of sleeping.
let clock = FIXED_NOW_MS;

async function newViewer(): Promise<string> {
  const username = `promo-viewer-${++viewers}`;
  const created = await post(app, '/v2/users', { username, password: 'long-enough' });
  expect(created.statusCode).toBe(201);
  return (await signInByPassword(app, username, 'long-enough')).access_token;
}

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object, lang = 'en') {
  const res = await app.inject({
    method,
    url,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}
const check = (token: string, key: string, extra: object = {}, lang = 'en') =>
  call('POST', '/v2/users/self/promokeys/check', token, { key, ...extra }, lang);
const activate = (token: string, key: string) => call('POST', '/v2/users/self/promokeys', token, { key });

beforeAll(async () => {
  ({ app } = await fixtureApi(() => clock));
});
afterAll(() => app.close());

describe('promo keys', () => {
  it('a free-days key: checked, then activated once; its packet opens for its days', async () => {
    const token = await newViewer();
    expect((await call('GET', '/v2/channels/7/stream', token)).status).toBe(403);
    const checked = await check(token, ' free30 ');
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      key: 'FREE30',
      is_paid: false,
      is_need_confirm: false,
      days: 30,
      amount: '1.00',
      packet_ids: [101],
      packets: [{ id: 101, name: 'Cinema+' }],
    });
    const info = await call('GET', `/v2/promokeys/${checked.body.id}/info`, undefined, undefined, 'ru');
    expect(info.body).toMatchObject({ days: 30, description: 'Cinema+ на 30 дней бесплатно' });
    expect(info.body).not.toHaveProperty('key');

    const [first, second] = await Promise.all([activate(token, 'FREE30'), activate(token, 'free30')]);
    const won = first.status === 201 ? first : second;
    const lost = first.status === 201 ? second : first;
    expect(won.body).toMatchObject({
      key: 'FREE30',
      days: 30,
      activated_at: NOW_S,
      end_at: NOW_S + 30 * DAY_S,
    });
    expect(lost.body.error).toMatchObject({ status: 400, error_code: 'promo_already_used' });
    expect((await check(token, 'FREE30')).body.error.message).toBe(
      'You have already activated promo code FREE30.',
    );

    expect((await call('GET', '/v2/channels/7/stream', token)).status).toBe(200);
    const current = (await call('GET', '/v2/users/self/subscriptions/current', token)).body;
    const cinema = current.find((s: { packet: { id: number } }) => s.packet.id === 101);
    expect(cinema).toMatchObject({ renew: false, end_at: NOW_S + 30 * DAY_S });
    expect(Number((await call('GET', '/v2/users/self/accounts', token)).body[0].balance)).toBe(0);
  });

  it('adds the days to a packet the viewer already has', async () => {
    const demo = (await signInByPassword(app, DEMO_USERS.password.username, DEMO_USERS.password.password))
      .access_token;
    const bought = await call('POST', '/v2/users/self/subscriptions', demo, { packet_id: 101 });
    expect(bought.status).toBe(201);
    const activated = await activate(demo, 'FREE30');
    expect(activated.body.end_at).toBe(bought.body.end_at + 30 * DAY_S);
  });

  it('a key that needs confirming says so, with its title and text in the viewer’s language', async () => {
    const token = await newViewer();
    const { body } = await check(token, 'CONFIRM7', {}, 'ru');
    expect(body).toMatchObject({
      is_need_confirm: true,
      confirmation_title: 'Подключить Max на 7 дней?',
      packets: [{ id: 103, name: 'Max' }],
    });
    expect((await activate(token, 'CONFIRM7')).body.end_at).toBe(NOW_S + 7 * DAY_S);
  });

  it('a paid key needs a linked card: refused without one unless the check waives it', async () => {
    const token = await newViewer();
    const refused = await check(token, 'CARD14');
    expect(refused.body.error).toMatchObject({ status: 400, error_code: 'user_must_have_credit_card' });
    const waived = await check(token, 'CARD14', { ignore_conditions: ['user_must_have_credit_card'] });
    expect(waived.body).toMatchObject({ is_paid: true, needed_refund: true, amount: '1.00' });
    const activated = await activate(token, 'CARD14');
    expect(activated.body.error).toMatchObject({
      status: 400,
      error_code: 'user_must_have_credit_card',
      message: 'Promo code CARD14 needs a linked bank card.',
    });
  });

  it('a paid key activates once a card is linked on the provider’s page; the check money comes back', async () => {
    const token = await newViewer();
    const linked = await call('POST', '/v2/users/self/cards', token, { amount: '1.00', needed_refund: true });
    expect(linked.status).toBe(201);
    const id = linked.body.transaction.id ?? linked.body.transaction;
    const paid = await app.inject({
      method: 'POST',
      url: `/demo-pay/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4242+4242+4242+4242&expiry=12%2F30&cvc=123',
    });
    expect(paid.statusCode).toBeLessThan(400);
    clock += 2_000;
    expect((await call('GET', `/v2/users/self/transactions/${id}`, token)).body.status).toBe('complete');
    expect((await check(token, 'CARD14')).status).toBe(200);
    const activated = await activate(token, 'CARD14');
    expect(activated.status).toBe(201);
    expect(activated.body).toMatchObject({ days: 14, packets: [{ id: 103, name: 'Max' }] });
    expect(Number((await call('GET', '/v2/users/self/accounts', token)).body[0].balance)).toBe(0);
  });

  it('§8: an expired key is a 400 and an unknown one a 404, each with the message to show', async () => {
    const token = await newViewer();
    const expired = await check(token, 'SUMMER2024');
    expect(expired.body.error).toMatchObject({
      status: 400,
      error_code: 'promo_expired',
      message: 'Promo code SUMMER2024 expired on 1 January 2025.',
    });
    expect((await activate(token, 'SUMMER2024')).status).toBe(400);
    const wrong = await check(token, 'NOSUCHCODE', {}, 'ru');
    expect(wrong.body.error).toMatchObject({ status: 404, error_code: 'promo_not_found' });
    expect(wrong.body.error.message).toBe('Промокода NOSUCHCODE не существует. Проверьте буквы и цифры.');
    expect((await activate(token, 'NOSUCHCODE')).status).toBe(404);
    expect((await call('GET', '/v2/promokeys/9999/info')).status).toBe(404);
  });

  it('§5: the key is required and at most 15 characters; guests are sent to sign in', async () => {
    const token = await newViewer();
    expect((await check(token, '   ')).body.error).toMatchObject({ status: 400, field: 'key' });
    expect((await check(token, 'A'.repeat(16))).body.error).toMatchObject({ status: 400, field: 'key' });
    const guest = await guestToken(app);
    expect((await check(guest, 'FREE30')).status).toBe(403);
    expect((await activate(guest, 'FREE30')).status).toBe(403);
    expect((await call('POST', '/v2/users/self/promokeys', undefined, { key: 'FREE30' })).status).toBe(401);
  });
});
