import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_SEC } from '../constants';
import { DEMO_USERS } from '../db/index';
import { lastCode, post, signInByPassword, signInByPhone } from '../testing/accounts-fixture';
import { FIXED_NOW_MS, fixtureApi, getJson } from '../testing/api-fixture';

let now = FIXED_NOW_MS;
let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi(() => now);
});
afterAll(() => api.app.close());

const error = (res: { json: () => unknown }) => (res.json() as { error: Record<string, unknown> }).error;
const patch = (url: string, payload: object, token?: string) =>
  api.app.inject({
    method: 'PATCH',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

describe('POST /v2/users', () => {
  it('registers with username and password: 201, signed in, password never echoed', async () => {
    const res = await post(api.app, '/v2/users', {
      username: 'nina',
      password: 'long-enough',
      device_id: 'nina-pc',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'nina', is_guest: false, access_token: expect.any(String) });
    expect(body).toMatchObject({ device: { serial: 'nina-pc' } });
    expect(JSON.stringify(body)).not.toContain('long-enough');
    expect(body).not.toHaveProperty('password_hash');
    expect((await signInByPassword(api.app, 'nina', 'long-enough')).user.username).toBe('nina');
  });

  it('registers a phone viewer without a token; the code sent to the phone signs in and confirms it', async () => {
    const res = await post(api.app, '/v2/users', { username: 'pavel', phone: '7 999 123 45 67' });
    expect(res.statusCode).toBe(201);
    // Not the account's phone until its code comes back (issue 35 item 3).
    expect(res.json()).toMatchObject({ username: 'pavel', phone: null, is_guest: false });
    expect(res.json()).not.toHaveProperty('access_token');
    const grant = await signInByPhone(api.app, '79991234567');
    expect(grant.user).toMatchObject({ username: 'pavel', phone: '79991234567' });
  });

  it('refuses taken usernames and bad fields, naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ username: 'NINA', password: 'another-one' }, 'username', 'username_taken'],
      [{ password: 'secret-pass' }, 'username', 'invalid_request'],
      [{ username: 'x', password: 'secret-pass' }, 'username', 'invalid_request'],
      [{ username: 'has space', password: 'secret-pass' }, 'username', 'invalid_request'],
      [{ username: 'shorty', password: '12345' }, 'password', 'invalid_request'],
      [{ username: 'nopass' }, 'password', 'invalid_request'],
      [{ username: 'badphone', phone: '12-34' }, 'phone', 'invalid_request'],
      [{ is_guest: 'yes' }, 'is_guest', 'invalid_request'],
    ];
    for (const [payload, field, errorCode] of cases) {
      const res = await post(api.app, '/v2/users', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(error(res)).toMatchObject({ status: 400, field, error_code: errorCode });
    }
  });
});

describe('GET and PATCH /v2/users/self, PATCH /v2/users/:id', () => {
  it('answers 401 without a token or with a dead one', async () => {
    expect((await getJson(api.app, '/v2/users/self')).status).toBe(401);
    expect((await patch('/v2/users/self', { first_name: 'X' })).statusCode).toBe(401);
    expect((await patch('/v2/users/self', { first_name: 'X' }, 'dead-token')).statusCode).toBe(401);
    expect((await patch('/v2/users/1001', { refer_id: 'x' })).statusCode).toBe(401);
  });

  it('changes name, e-mail and time zone; refuses Cyrillic and punycode e-mail (000 §5)', async () => {
    const { access_token: token, user } = await signInByPassword(api.app, 'demo', 'onair-demo');
    const ok = await patch(
      '/v2/users/self',
      { first_name: 'Дима', email: 'dima@example.com', timezone: 'Asia/Almaty' },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: user.id,
      first_name: 'Дима',
      email: 'dima@example.com',
      timezone: 'Asia/Almaty',
    });
    for (const email of ['дима@пример.рф', 'a@xn--e1afmkfd.xn--p1ai', 'not-an-address']) {
      const bad = await patch('/v2/users/self', { email }, token);
      expect(error(bad)).toMatchObject({ status: 400, field: 'email' });
    }
    expect(error(await patch('/v2/users/self', { first_name: '  ' }, token))).toMatchObject({
      field: 'first_name',
    });
    expect((await getJson(api.app, `/v2/users/self?access_token=${token}`)).body).toMatchObject({
      email: 'dima@example.com',
    });
    // 000 §8: an e-mail another account uses is a 400 on the e-mail; one's own again is fine.
    const other = await signInByPhone(api.app, DEMO_USERS.phone.phone);
    const dup = await patch('/v2/users/self', { email: 'DIMA@example.com' }, other.access_token);
    expect(error(dup)).toMatchObject({ status: 400, error_code: 'email_taken', field: 'email' });
    expect((await patch('/v2/users/self', { email: 'dima@example.com' }, token)).statusCode).toBe(200);
  });

  it('invites a viewer without a PIN with the operator’s parental_dialogue, in the asked language (000 §3 User)', async () => {
    const created = await post(api.app, '/v2/users', { username: 'dialogue-kk', password: 'long-enough' });
    const token = (created.json() as { access_token: string }).access_token;
    const self = async (lang: string) =>
      (
        await getJson(api.app, '/v2/users/self', {
          headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
        })
      ).body as { parental_status: string; parental_dialogue: Record<string, unknown> | null };
    const kk = await self('kk-KZ');
    expect(kk.parental_status).toBe('notset');
    expect(kk.parental_dialogue).toMatchObject({
      icon: expect.stringMatching(/^data:image\/svg\+xml,/),
      title: 'Ересектерге арналған контентті қорғаңыз',
      buttons: [
        { label: 'PIN код орнату', is_primary: true, action: 'parental_set' },
        { label: 'Ата-ана бақылауы', is_primary: false, action: 'lk_parental' },
        { label: 'Қазір емес', is_primary: false, action: 'close' },
      ],
    });
    expect((await self('uz')).parental_dialogue).toMatchObject({
      title: 'Kattalar uchun kontentni himoya qiling',
    });
    expect((await self('ru')).parental_dialogue).toMatchObject({ title: 'Защитите контент для взрослых' });
    expect((await self('en')).parental_dialogue).toMatchObject({
      message: expect.stringContaining('4-digit'),
    });
    // Once a PIN is set there is nothing to invite to.
    expect((await patch('/v2/users/self', { pincode: '4321' }, token)).statusCode).toBe(200);
    expect(await self('kk')).toMatchObject({ parental_status: 'set', parental_dialogue: null });
    // A guest is not invited: the PIN is an account's.
    const guest = await post(api.app, '/v2/auth/device', { device_id: 'guest-dialogue' });
    const guestToken = (guest.json() as { access_token: string }).access_token;
    const asGuest = await getJson(api.app, '/v2/users/self', {
      headers: { authorization: `Bearer ${guestToken}` },
    });
    expect(asGuest.body).toMatchObject({ is_guest: true, parental_dialogue: null });
  });

  it('a guest may not attach a phone (403) and gets 401 for a code to change one', async () => {
    const guest = await post(api.app, '/v2/auth/device', { device_id: 'guest-phone-patch' });
    const guestToken = (guest.json() as { access_token: string }).access_token;
    const res = await patch('/v2/users/self', { phone: '79990001122', token: '123456' }, guestToken);
    expect(res.statusCode).toBe(403);
    expect(error(res)).toMatchObject({ error_code: 'permission_denied' });
    const send = await post(
      api.app,
      '/v2/otps',
      { phone: '79990001122', purpose: 'change_phone' },
      guestToken,
    );
    expect(send.statusCode).toBe(401);
  });

  it('changes the phone only with a code sent to the new phone', async () => {
    const { access_token: token } = await signInByPassword(api.app, 'nina', 'long-enough');
    const noCode = await patch('/v2/users/self', { phone: '79997776655' }, token);
    expect(error(noCode)).toMatchObject({ status: 400, field: 'token' });
    const taken = await post(
      api.app,
      '/v2/otps',
      { phone: DEMO_USERS.phone.phone, purpose: 'change_phone' },
      token,
    );
    expect(error(taken)).toMatchObject({ status: 400, error_code: 'phone_taken' });
    const guestSend = await post(api.app, '/v2/otps', { phone: '79997776655', purpose: 'change_phone' });
    expect(guestSend.statusCode).toBe(401);
    expect(
      (await post(api.app, '/v2/otps', { phone: '79997776655', purpose: 'change_phone' }, token)).statusCode,
    ).toBe(200);
    const wrong = await patch(
      '/v2/users/self',
      {
        phone: '79997776655',
        token: '000000' === (await lastCode(api.app, '79997776655')) ? '111111' : '000000',
      },
      token,
    );
    expect(error(wrong)).toMatchObject({ status: 400, error_code: 'invalid_otp' });
    const right = await patch(
      '/v2/users/self',
      { phone: '79997776655', token: await lastCode(api.app, '79997776655') },
      token,
    );
    expect(right.json()).toMatchObject({ username: 'nina', phone: '79997776655' });
    now += OTP_RESEND_SEC * 1000;
    expect((await signInByPhone(api.app, '79997776655')).user.username).toBe('nina');
  });

  it('PATCH /v2/users/:id changes your own user and refuses anyone else’s', async () => {
    const { access_token: token, user } = await signInByPassword(api.app, 'demo', 'onair-demo');
    const own = await patch(`/v2/users/${user.id}`, { refer_id: 'partner-42' }, token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: user.id, refer_id: 'partner-42' });
    const other = await patch(`/v2/users/${user.id + 1}`, { refer_id: 'x' }, token);
    expect(other.statusCode).toBe(403);
    expect(error(other)).toMatchObject({ error_code: 'permission_denied' });
    expect(error(await patch('/v2/users/abc', { refer_id: 'x' }, token))).toMatchObject({
      status: 400,
      field: 'id',
    });
    expect(error(await patch(`/v2/users/${user.id}`, { refer_id: 5 }, token))).toMatchObject({
      status: 400,
      field: 'refer_id',
    });
  });
});
