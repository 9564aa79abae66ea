import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi, getJson, guestToken } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
let member: string;
beforeAll(async () => {
  api = await fixtureApi();
  const res = await api.app.inject({
    method: 'POST',
    url: '/v2/users',
    payload: { username: 'member', password: 'secret', device_id: 'member-tv' },
  });
  member = (res.json() as { access_token: string }).access_token;
});
afterAll(() => api.app.close());

const call = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  api.app.inject({ method, url: `${url}?access_token=${token}`, ...(payload ? { payload } : {}) });

describe('favourites', () => {
  it('adds, lists and removes favourites of a signed-in user', async () => {
    const added = await call('POST', '/v2/users/self/favorites', member, { channel_id: 3 });
    expect(added.statusCode).toBe(201);
    const favorite = added.json() as { id: number };
    expect(added.json()).toMatchObject({ channel_id: 3, object_id: 3 });
    expect((await getJson(api.app, `/v2/users/self/favorites?access_token=${member}`)).body).toEqual([
      added.json(),
    ]);
    expect((await call('DELETE', `/v2/users/self/favorites/${favorite.id}`, member)).statusCode).toBe(200);
    expect((await call('DELETE', `/v2/users/self/favorites/${favorite.id}`, member)).statusCode).toBe(404);
  });

  it('refuses bad bodies naming the field, unknown objects and guests', async () => {
    const two = await call('POST', '/v2/users/self/favorites', member, { channel_id: 1, content_id: 101 });
    expect(two.json()).toMatchObject({ error: { status: 400, field: 'channel_id' } });
    expect((await call('POST', '/v2/users/self/favorites', member, { content_id: 9999 })).statusCode).toBe(
      404,
    );
    const guest = await guestToken(api.app);
    const refused = await call('POST', '/v2/users/self/favorites', guest, { channel_id: 1 });
    expect(refused.json()).toMatchObject({ error: { status: 403, error_code: 'permission_denied' } });
    expect((await getJson(api.app, `/v2/users/self/favorites?access_token=${guest}`)).body).toEqual([]);
    expect((await getJson(api.app, '/v2/users/self/favorites')).status).toBe(401);
  });
});

describe('devices', () => {
  it('lists the user’s devices and removing one revokes its tokens', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { is_guest: true, device_id: 'tab' },
    });
    const token = (res.json() as { access_token: string }).access_token;
    const devices = (await getJson(api.app, `/v2/users/self/devices?access_token=${token}`))
      .body as unknown as {
      id: number;
      serial: string;
    }[];
    expect(devices.map((d) => d.serial)).toEqual(['tab']);
    expect((await call('DELETE', '/v2/users/self/devices/999', token)).statusCode).toBe(404);
    expect((await call('DELETE', `/v2/users/self/devices/${devices[0]!.id}`, token)).statusCode).toBe(200);
    expect((await getJson(api.app, `/v2/users/self/devices?access_token=${token}`)).status).toBe(401);
  });
});
