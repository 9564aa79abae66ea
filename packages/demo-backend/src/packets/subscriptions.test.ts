// The subscription lifecycle through the API: buying opens the packet's channel and content in the
// channel/content/stream answers, closing it locks them again; double POSTs buy once; money is checked.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/index';
import { post, signInByPassword, signInByPhone } from '../testing/accounts-fixture';
import { fixtureApi, guestToken } from '../testing/api-fixture';
import { DEMO_BALANCE } from './seed-data';

let app: FastifyInstance;
let token: string;
const auth = (t: string) => ({ authorization: `Bearer ${t}` });
const get = async (url: string, t = token) => {
  const res = await app.inject({ method: 'GET', url, headers: auth(t) });
  return { status: res.statusCode, body: res.json() };
};
const send = async (method: 'PATCH' | 'DELETE', url: string, payload?: object, t = token) => {
  const res = await app.inject({ method, url, headers: auth(t), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const balance = async (t = token) => Number((await get('/v2/users/self/accounts', t)).body[0].balance);

beforeAll(async () => {
  ({ app } = await fixtureApi());
  token = (await signInByPassword(app, DEMO_USERS.password.username, DEMO_USERS.password.password))
    .access_token;
});
afterAll(() => app.close());

describe('packets and subscriptions', () => {
  it('lists the seeded packets with prices, channels and the viewer’s actions', async () => {
    const { body } = await get('/v2/packets');
    expect(body.map((p: { id: number }) => p.id)).toEqual([100, 101, 102, 103]);
    const cinema = body.find((p: { id: number }) => p.id === 101);
    expect(cinema).toMatchObject({ price: '299.00', base: false, channels: [7], contents: [104] });
    expect(cinema.actions.can_subscribe).toBe(true);
    const base = body.find((p: { id: number }) => p.id === 100);
    expect(base.subscription).toMatchObject({ status: 'current', renew: true });
    expect(base.actions).toMatchObject({ can_subscribe: false, can_disable_renew: true });
    expect((await get('/v2/packets/provider_bundle_packet_103')).body.packets).toEqual([100, 101]);
    expect((await get('/v2/packets/999')).status).toBe(404);
    const periods = (await get('/v2/packets/101/purchaseperiods')).body;
    expect(periods.map((p: { period: number }) => p.period)).toEqual([30, 90, 365]);
  });

  it('enable → channel 7 and content 104 play; double POST buys once; disable → locked again', async () => {
    expect((await get('/v2/channels/7/stream')).body.error.error_code).toBe('permission_denied');
    expect((await get('/v2/channels/7')).body.is_purchased).toBe(false);
    const before = await balance();
    expect(before).toBe(DEMO_BALANCE / 100);
    const [first, second] = await Promise.all([
      post(app, '/v2/users/self/subscriptions', { packet_id: 101 }, token),
      post(app, '/v2/users/self/subscriptions', { packet_id: 101 }, token),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect(await balance()).toBe(before - 299);
    expect((await get('/v2/channels/7/stream')).status).toBe(200);
    expect((await get('/v2/channels/7')).body.is_purchased).toBe(true);
    expect((await get('/v2/contents/104/meta')).body.is_purchased).toBe(true);
    expect((await get('/v2/contents/104/stream')).status).toBe(200);

    const current = (await get('/v2/users/self/subscriptions/current')).body;
    const sub = current.find((s: { packet: { id: number } }) => s.packet.id === 101);
    expect(sub.actions).toMatchObject({ can_disable_renew: true, can_enable_renew: false });

    const stopped = await send('PATCH', `/v2/users/self/subscriptions/${sub.id}`, { renew: false });
    expect(stopped.body).toMatchObject({
      renew: false,
      actions: { can_enable_renew: true, can_subscribe: true },
    });
    expect((await get('/v2/channels/7/stream')).status).toBe(200); // paid period still runs

    const closed = await send('DELETE', `/v2/users/self/subscriptions/${sub.id}`);
    expect(closed.body.refunded).toBe('299.00'); // not a whole day used
    expect(await balance()).toBe(before);
    expect((await get('/v2/channels/7/stream')).body.error.error_code).toBe('permission_denied');
    expect((await get('/v2/contents/104/stream')).status).toBe(403);
    expect((await get('/v2/channels/7')).body.is_purchased).toBe(false);
  });

  it('refuses guests, an unaccepted agreement, a short balance and bad input with clear errors', async () => {
    const guest = await guestToken(app);
    const asGuest = await post(app, '/v2/users/self/subscriptions', { packet_id: 101 }, guest);
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().error.message).toMatch(/Sign in/);

    const night = await post(app, '/v2/users/self/subscriptions', { packet_id: 102 }, token);
    expect(night.json().error).toMatchObject({ status: 403, error_code: 'agreement_not_accepted' });
    const agreement = (await get('/v2/packets/102')).body.agreement;
    expect(agreement.is_accepted).toBe(false);
    const text = await app.inject({ method: 'GET', url: new URL(agreement.url).pathname });
    expect(text.body).toMatch(/\n\n\n\n/);
    await post(app, '/v2/users/self/agreements', { ids: [agreement.id] }, token);
    expect((await get('/v2/packets/102')).body.agreement.is_accepted).toBe(true);

    const bad = await post(app, '/v2/users/self/subscriptions', { packet_id: 'x' }, token);
    expect(bad.json().error).toMatchObject({ status: 400, field: 'packet_id' });
    const noPeriod = await post(app, '/v2/users/self/subscriptions', { packet_id: 101, period: 7 }, token);
    expect(noPeriod.json().error).toMatchObject({ status: 400, field: 'period' });

    const olga = (await signInByPhone(app, DEMO_USERS.phone.phone)).access_token;
    const year = await post(app, '/v2/users/self/subscriptions', { packet_id: 101, period: 365 }, olga);
    expect(year.statusCode).toBe(201);
    await post(app, '/v2/users/self/agreements', { ids: [agreement.id] }, olga);
    const short = await post(app, '/v2/users/self/subscriptions', { packet_id: 102 }, olga);
    expect(short.json().error).toMatchObject({ status: 402, error_code: 'insufficient_balance' });
    expect(short.json().error.message).toMatch(/199\.00 needed, 10\.00 available/);
  });

  it('a second base packet is a future; trial first; cancelling a future refunds it', async () => {
    const res = await post(app, '/v2/users/self/subscriptions', { packet_id: 103 }, token);
    expect(res.statusCode).toBe(201);
    const futures = (await get('/v2/users/self/futures')).body;
    expect(futures).toHaveLength(1);
    expect(futures[0]).toMatchObject({ type: 'trial', packet: { id: 103 } });
    const before = await balance();
    const cancelled = await send('DELETE', `/v2/users/self/futures/${futures[0].id}`);
    expect(cancelled.body.refunded).toBe('1.00');
    expect(await balance()).toBe(before + 1);
    expect((await get('/v2/users/self/futures')).body).toHaveLength(0);
  });

  it('refuses enabling a packet from a forbidden country (000 §5); nothing is charged', async () => {
    const before = await balance();
    const abroad = (method: 'POST', url: string, payload: object) =>
      app.inject({ method, url, headers: auth(token), payload, remoteAddress: '203.0.113.40' });
    const refused = await abroad('POST', '/v2/users/self/subscriptions', { packet_id: 101 });
    expect(refused.json().error).toMatchObject({ status: 403, error_code: 'forbidden_country' });
    expect(refused.json().error.message).toMatch(/cannot be enabled in your country \(KZ\)/);
    const offer = await abroad('POST', '/v2/users/self/purchases_offer', { purchase_type_id: 10_100_090 });
    expect(offer.json().error).toMatchObject({ status: 403, error_code: 'forbidden_country' });
    expect(await balance()).toBe(before);
    const network = await app.inject({
      method: 'GET',
      url: '/v2/users/self/network',
      remoteAddress: '203.0.113.40',
    });
    expect(network.json().country).toBe('KZ');
    expect((await get('/v2/users/self/network')).body.country).toBe('RU');
  });

  it('another provider’s packet: readable with its provider named, in no list, never enabled (000 §5)', async () => {
    const before = await balance();
    expect((await get('/v2/packets')).body.map((p: { id: number }) => p.id)).not.toContain(200);
    const regional = (await get('/v2/packets/200')).body;
    expect(regional.provider).toEqual({ id: 2, shortname: 'onair-regional' });
    expect((await get('/v2/packets/101')).body.provider).toEqual({ id: 1, shortname: 'onair' });
    const refused = await post(app, '/v2/users/self/subscriptions', { packet_id: 200 }, token);
    expect(refused.json().error).toMatchObject({ status: 404, error_code: 'provider_packet_not_found' });
    const offer = await post(app, '/v2/users/self/purchases_offer', { purchase_type_id: 20_000_030 }, token);
    expect(offer.json().error).toMatchObject({ status: 404, error_code: 'provider_packet_not_found' });
    expect(await balance()).toBe(before);
    const info = (await get('/v2/providers/onair-regional/info')).body;
    expect(info.tariffs.map((p: { id: number }) => p.id)).toEqual([200]);
    expect(info.subscriptions).toEqual([]);
  });

  it('describes the provider and answers 404 for an unknown one', async () => {
    const info = (await get('/v2/providers/onair/info')).body;
    expect(info.tariffs.map((p: { id: number }) => p.id)).toEqual([100]);
    expect(info.bundles.map((p: { id: number }) => p.id)).toEqual([103]);
    expect(info.subscriptions.map((p: { id: number }) => p.id)).toEqual([101, 102]);
    expect(info.is_allow_additional_packets_without_base).toBe(false);
    expect((await get('/v2/providers/nobody/info')).status).toBe(404);
    expect((await get('/v2/providers/1/bundles/103')).status).toBe(200);
    expect((await get('/v2/providers/1/packets/103')).status).toBe(404);
  });
});
