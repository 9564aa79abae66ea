import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW_MS, fixtureApi, getJson } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

describe('session routes', () => {
  it('describes the network with guest access and the four interface languages of 001 §9', async () => {
    const { status, body } = await getJson(api.app, '/v2/users/self/network');
    expect(status).toBe(200);
    expect(body).toMatchObject({ is_guest_allowed: true, country: 'RU', promo_days: 7, id: 1 });
    const languages = (body.languages as { available: { key: string; interface: boolean }[] }).available;
    expect(languages.map((l) => l.key)).toEqual(['ru', 'en', 'uz', 'kk']);
    expect(languages.every((l) => l.interface)).toBe(true);
  });

  it('lets an operator enable fewer languages: the regional demo has no Uzbek', async () => {
    const { body } = await getJson(api.app, '/v2/users/self/network?provider=2');
    const languages = (body.languages as { available: { key: string }[] }).available;
    expect(languages.map((l) => l.key)).toEqual(['ru', 'en', 'kk']);
  });

  it('describes the regional demo provider when asked for provider 2', async () => {
    const { body } = await getJson(api.app, '/v2/users/self/network?provider=2');
    expect(body.provider).toMatchObject({ id: 2, name: 'OnAir Regional' });
    expect((await getJson(api.app, '/v2/users/self/network')).body.provider).toMatchObject({ id: 1 });
  });

  it('names the regional operator’s registration form and its button in the asked language (000 §3 landing)', async () => {
    const landing = async (lang: string, provider = '2') =>
      (
        (
          await getJson(api.app, `/v2/users/self/network?provider=${provider}`, {
            headers: { 'accept-language': lang },
          })
        ).body.provider as { landing: Record<string, unknown> }
      ).landing;
    expect(await landing('ru')).toMatchObject({
      regform_btn_url: 'https://regional.example/connect',
      regform_btn_caption: 'Стать абонентом',
    });
    expect((await landing('kk')).regform_btn_caption).toBe('Абонент болу');
    expect((await landing('en')).regform_btn_caption).toBe('Become a subscriber');
    const plain = await landing('en', '1');
    expect(plain).not.toHaveProperty('regform_btn_url');
    expect(plain).not.toHaveProperty('regform_btn_caption');
  });

  it('describes the offers demo provider (offers mode on) when asked for provider 3, and only then', async () => {
    const { body } = await getJson(api.app, '/v2/users/self/network?provider=3');
    expect(body.provider).toMatchObject({ id: 3, name: 'OnAir Offers', is_offers_mode: true });
    for (const query of ['', '?provider=2', '?provider=1']) {
      const other = (await getJson(api.app, `/v2/users/self/network${query}`)).body.provider;
      expect(other).toMatchObject({ is_offers_mode: false });
    }
  });

  it('describes the white-label partner (provider 4) with its rules, and the regional logo link', async () => {
    const { body } = await getJson(api.app, '/v2/users/self/network?provider=4');
    expect(body.provider).toMatchObject({
      id: 4,
      logo_link: 'https://partner.example/',
      menu_links: [{ title: 'Partner bank', url: 'https://partner.example/bank' }],
      auth_url: 'https://partner.example/login',
      app_redirect_screens: 2,
      hide_refill: true,
      hide_logout: true,
    });
    expect(body.lk_link).toEqual({ label: 'Partner account', url: 'https://partner.example/account' });
    const regional = (await getJson(api.app, '/v2/users/self/network?provider=2')).body;
    expect(regional.provider).toMatchObject({ logo_link: '/provider/globalalania' });
    expect(regional.lk_link).toBeNull();
    expect((await getJson(api.app, '/v2/providers/globalalania/info')).body).toMatchObject({
      shortname: 'globalalania',
    });
    const plain = (await getJson(api.app, '/v2/users/self/network')).body.provider as Record<string, unknown>;
    expect(plain.logo_link).toBeUndefined();
    expect(plain.hide_logout).toBeUndefined();
  });

  it('gives the platform configuration with an absolute mattress URL from the request origin', async () => {
    const { body } = await getJson(api.app, '/v2/platform/configuration', {
      headers: { host: 'tv.test:9000' },
    });
    expect(body).toMatchObject({ min_search_chars: 1, bouncing_interval: 1000 });
    expect(body.catchup_blackout_mattress_url).toBe('http://tv.test:9000/media/mattress.mp4');
    expect(String(body.catchup_blackout_mattress_screenshot_url)).toMatch(/^http:\/\/tv\.test:9000\//);
    expect((await getJson(api.app, '/v2/platform/resources')).status).toBe(200);
  });

  it('goes from nothing to a guest token and reads the user with it (query or Bearer)', async () => {
    const auth = await api.app.inject({
      method: 'POST',
      url: '/v2/auth/device',
      payload: { device_id: 'd1' },
    });
    const grant = auth.json() as { access_token: string; expired: number; device: { serial: string } };
    expect(grant.device.serial).toBe('d1');
    expect(grant.expired).toBe(Math.floor(FIXED_NOW_MS / 1000) + 43_200);
    const viaQuery = await getJson(api.app, `/v2/users/self?access_token=${grant.access_token}`);
    expect(viaQuery.body).toMatchObject({ is_guest: true });
    const viaHeader = await getJson(api.app, '/v2/users/self', {
      headers: { authorization: `Bearer ${grant.access_token}` },
    });
    expect(viaHeader.body.id).toBe(viaQuery.body.id);
  });

  it('answers 401 authentication_failed without a token or with a dead one', async () => {
    for (const url of ['/v2/users/self', '/v2/users/self?access_token=dead']) {
      const { status, body } = await getJson(api.app, url);
      expect(status).toBe(401);
      expect(body).toMatchObject({ error: { status: 401, error_code: 'authentication_failed' } });
    }
  });

  it('creates a guest user with a token, and asks a registered one for its username', async () => {
    const guest = await api.app.inject({ method: 'POST', url: '/v2/users', payload: { is_guest: true } });
    expect(guest.statusCode).toBe(201);
    expect(guest.json()).toMatchObject({ is_guest: true, access_token: expect.any(String) });
    const missing = await api.app.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { password: 'secret' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { field: 'username' } });
    const named = await api.app.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { username: 'anna', password: 'secret' },
    });
    expect(named.json()).toMatchObject({ is_guest: false, username: 'anna' });
  });
});
