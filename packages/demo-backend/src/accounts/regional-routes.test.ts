import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post as postMovement } from '../money/ledger';
import { accountOf } from '../packets/accounts';
import { post, signInByPassword } from '../testing/accounts-fixture';
import { fixtureApi, getJson } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
let token: string;
let userId: number;
beforeAll(async () => {
  api = await fixtureApi();
  const grant = await signInByPassword(api.app, 'demo', 'onair-demo');
  token = grant.access_token;
  userId = grant.user.id;
});
afterAll(() => api.app.close());

const error = (res: { json: () => unknown }) => (res.json() as { error: Record<string, unknown> }).error;

describe('regional city and address choice (provider 2 only)', () => {
  it('is 404 for a provider that does not enable it', async () => {
    expect((await getJson(api.app, '/v2/mw/cities')).status).toBe(404);
    expect((await getJson(api.app, '/v2/mw/cities?provider=1')).status).toBe(404);
    expect((await post(api.app, '/v2/mw/set_city', { token, city_id: 1 })).statusCode).toBe(404);
  });

  it('lists cities in the request’s language', async () => {
    const en = await getJson(api.app, '/v2/mw/cities?provider=2');
    expect(en.body).toEqual(expect.arrayContaining([{ id: 1, name: 'Vladikavkaz' }]));
    const ru = await getJson(api.app, '/v2/mw/cities?provider=2', { headers: { 'accept-language': 'ru' } });
    expect(ru.body).toEqual(expect.arrayContaining([{ id: 1, name: 'Владикавказ' }]));
  });

  it('sets a city (token in the body) and then one of its addresses for yourself', async () => {
    const noAddressYet = await post(api.app, '/v2/mw/set_address?provider=2', {
      token,
      address_id: 11,
      provider_id: 2,
      user_id: userId,
    });
    expect(error(noAddressYet)).toMatchObject({ status: 400, error_code: 'city_not_set' });
    const city = await post(api.app, '/v2/mw/set_city?provider=2', { token, city_id: 1 });
    expect(city.statusCode).toBe(200);
    expect(city.json()).toMatchObject({
      city: { id: 1, name: 'Vladikavkaz' },
      addresses: [
        { address_id: 11, provider_id: 2, user_id: userId },
        { address_id: 12, provider_id: 2, user_id: userId },
      ],
    });
    const set = await post(api.app, '/v2/mw/set_address?provider=2', {
      token,
      address_id: 12,
      provider_id: 2,
      user_id: userId,
    });
    expect(set.json()).toEqual({
      address_id: 12,
      address: '3 Kosta St, apt 18',
      provider_id: 2,
      user_id: userId,
    });
    const [row] = await api.database.query(
      'SELECT city_id, address_id FROM user_regions WHERE user_id = $1',
      [userId],
    );
    expect(row).toEqual({ city_id: 1, address_id: 12 });
  });

  it('refuses other users, other cities’ addresses, unknown cities, bad fields and no token', async () => {
    const base = { token, address_id: 12, provider_id: 2, user_id: userId };
    const other = await post(api.app, '/v2/mw/set_address?provider=2', { ...base, user_id: userId + 1 });
    expect(other.statusCode).toBe(403);
    const elsewhere = await post(api.app, '/v2/mw/set_address?provider=2', { ...base, address_id: 21 });
    expect(error(elsewhere)).toMatchObject({ status: 400, field: 'address_id' });
    expect(
      error(await post(api.app, '/v2/mw/set_address?provider=2', { ...base, provider_id: 1 })),
    ).toMatchObject({
      field: 'provider_id',
    });
    expect(error(await post(api.app, '/v2/mw/set_city?provider=2', { token, city_id: 99 }))).toMatchObject({
      status: 400,
      field: 'city_id',
    });
    expect(error(await post(api.app, '/v2/mw/set_city?provider=2', { token, city_id: 'one' }))).toMatchObject(
      {
        field: 'city_id',
      },
    );
    expect((await post(api.app, '/v2/mw/set_city?provider=2', { city_id: 1 })).statusCode).toBe(401);
    expect(
      (await post(api.app, '/v2/mw/set_city?provider=2', { token: 'dead', city_id: 1 })).statusCode,
    ).toBe(401);
  });
});

describe('block status (GET /v2/mw/status_block, provider 2 only)', () => {
  it('pauses a subscriber whose balance does not cover the monthly fee, until a top-up covers it', async () => {
    const created = await post(api.app, '/v2/users', {
      username: 'regional-zero',
      password: 'regional-pass-1',
    });
    const viewer = created.json() as { id: number; access_token: string };
    const ask = (lang = 'ru') =>
      getJson(api.app, '/v2/mw/status_block?provider=2', {
        headers: { authorization: `Bearer ${viewer.access_token}`, 'accept-language': lang },
      });
    const blocked = await ask();
    expect(blocked.body).toMatchObject({
      balance: '0.00',
      username: 'regional-zero',
      amount: '199.00',
      status: 'blocked',
    });
    expect(String(blocked.body.message_detail)).toContain('пополните его на 199.00 ₽');
    // The modal shows message_detail as it comes: in each language the app ships (uz and kk read English before).
    const detail = async (lang: string) => String((await ask(lang)).body.message_detail);
    expect(await detail('en')).toContain('top up by 199.00 ₽');
    expect(await detail('uz-UZ')).toContain('balansni 199.00 ₽ ga toʻldiring');
    expect(await detail('kk-KZ')).toContain('балансты 199.00 ₽ толтырыңыз');
    expect(await detail('kz')).toContain('балансты 199.00 ₽ толтырыңыз');
    const account = await accountOf(api.database, viewer.id);
    await postMovement(api.database, {
      accountId: account.id,
      amount: 19_900,
      kind: 'top_up',
      reference: 'test:regional-zero',
      at: Date.now(),
    });
    expect((await ask()).body).toMatchObject({ balance: '199.00', status: 'active' });
  });

  it('needs a signed-in viewer of the regional provider', async () => {
    expect((await getJson(api.app, '/v2/mw/status_block?provider=2')).status).toBe(401);
    const other = await getJson(api.app, '/v2/mw/status_block', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(404);
  });
});
