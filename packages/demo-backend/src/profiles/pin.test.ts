// The parental PIN through the API: set, change with the old PIN, checked by the server with five
// wrong entries locking it for 15 minutes, sent by SMS; the PIN itself is in no answer.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/index';
import { parentalApproval, post, signInByPassword, signInByPhone } from '../testing/accounts-fixture';
import { FIXED_NOW_MS, fixtureApi } from '../testing/api-fixture';
import { PIN_LOCK_MS } from './pin-policy';
import { PIN_RESEND_MS } from './pin-routes';
import { DEMO_PIN } from './seed';

let app: FastifyInstance;
let clock = FIXED_NOW_MS;
let olga: string;
const auth = (t: string) => ({ authorization: `Bearer ${t}` });
const patchSelf = async (payload: object, t = olga) => {
  const res = await app.inject({ method: 'PATCH', url: '/v2/users/self', headers: auth(t), payload });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};
const check = async (code: string, t = olga) => {
  const res = await post(app, '/v2/users/self/parental_code/check', { code }, t);
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  ({ app } = await fixtureApi(() => clock));
  olga = (await signInByPhone(app, DEMO_USERS.phone.phone)).access_token;
});
afterAll(() => app.close());

describe('parental PIN', () => {
  it('tells clients only whether a PIN is set, never the PIN', async () => {
    const self = await app.inject({ method: 'GET', url: '/v2/users/self', headers: auth(olga) });
    expect(self.json()).toMatchObject({ parental_status: 'set' });
    expect(self.body).not.toContain(DEMO_PIN);
    expect(self.body).not.toMatch(/pincode|parental_code/);
  });

  it('answers a check with valid yes or no and the tries left', async () => {
    expect(await check(DEMO_PIN)).toEqual({ status: 200, body: { valid: true, attempts_left: 5 } });
    expect(await check('0000')).toEqual({ status: 200, body: { valid: false, attempts_left: 4 } });
    expect(await check(DEMO_PIN)).toEqual({ status: 200, body: { valid: true, attempts_left: 5 } });
    expect((await check('12a4')).status).toBe(400);
  });

  it('changes the PIN only with the right old PIN, and never echoes it', async () => {
    const missing = await patchSelf({ pincode: '4321' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('old_pincode');
    const wrong = await patchSelf({ pincode: '4321', old_pincode: '9999' });
    expect(wrong.body.error).toMatchObject({ error_code: 'error_wrong_code', field: 'old_pincode' });
    const changed = await patchSelf({ pincode: '4321', old_pincode: DEMO_PIN });
    expect(changed.status).toBe(200);
    expect(changed.body.parental_status).toBe('set');
    expect(changed.raw).not.toContain('4321');
    expect((await check('4321')).body.valid).toBe(true);
    expect((await patchSelf({ pincode: DEMO_PIN, old_pincode: '4321' })).status).toBe(200);
  });

  it('refuses checks after five wrong entries until the lock runs out, even the right PIN', async () => {
    for (const left of [4, 3, 2, 1, 0]) expect((await check('0000')).body.attempts_left).toBe(left);
    const refused = await check(DEMO_PIN);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ error_code: 'error_parental_code_locked', status: 429 });
    expect(refused.body.error.message).toMatch(/15 min/);
    // The old PIN of a change is an entry like any other.
    expect((await patchSelf({ pincode: '5555', old_pincode: DEMO_PIN })).status).toBe(429);
    clock += PIN_LOCK_MS + 1;
    expect((await check(DEMO_PIN)).body).toEqual({ valid: true, attempts_left: 5 });
  });

  it('sends the PIN to the account’s phone through the SMS outbox', async () => {
    const sent = await post(app, '/v2/users/self/parental_code/send', {}, olga);
    expect(sent.json()).toEqual({ sent: true, phone: '+7 999 ***-**-01' });
    const outbox = await app.inject({ method: 'GET', url: `/sink/sms?phone=${DEMO_USERS.phone.phone}` });
    expect(outbox.json().last.code).toBe(DEMO_PIN);
    const again = await post(app, '/v2/users/self/parental_code/send', {}, olga);
    expect(again.json().error).toMatchObject({ status: 429, error_code: 'rate_limited' });
    clock += PIN_RESEND_MS;
    expect((await post(app, '/v2/users/self/parental_code/send', {}, olga)).statusCode).toBe(200);
  });

  it('lets a new viewer set a first PIN; a guest cannot', async () => {
    const created = await post(app, '/v2/users', { username: 'pin-newcomer', password: 'secret-pass' });
    const token = created.json().access_token as string;
    expect((await check('1111', token)).body.error.error_code).toBe('error_parental_code_not_set');
    expect((await patchSelf({ pincode: '2468' }, token)).body.parental_status).toBe('set');
    expect((await check('2468', token)).body.valid).toBe(true);
    const demo = await signInByPassword(app, DEMO_USERS.password.username, DEMO_USERS.password.password);
    const noPhone = await post(app, '/v2/users/self/parental_code/send', {}, demo.access_token);
    expect(noPhone.json().error.error_code).toBe('error_no_phone');
    const guest = (await post(app, '/v2/users', { is_guest: true })).json().access_token as string;
    expect((await patchSelf({ pincode: '2468' }, guest)).status).toBe(403);
    expect((await check('2468', guest)).status).toBe(403);
  });
});

describe('device parental settings', () => {
  it('saves which actions ask for the PIN and for how long, and answers them with the devices', async () => {
    const devices = await app.inject({ method: 'GET', url: '/v2/users/self/devices', headers: auth(olga) });
    const current = (devices.json() as { id: number; is_current: boolean }[]).find((d) => d.is_current);
    // Changing them needs the PIN first (issue 35): the approval rides in its header.
    const headers = {
      ...auth(olga),
      'x-parental-approval': await parentalApproval(app, olga, 'parental', DEMO_PIN),
    };
    const settings = {
      vod: true,
      channel: true,
      program: true,
      settings: true,
      pay: false,
      profile: true,
      duration: 30,
    };
    const saved = await app.inject({
      method: 'PATCH',
      url: `/v2/users/self/devices/${current?.id}`,
      headers,
      payload: { parental_settings: settings },
    });
    expect(saved.json().parental_settings).toEqual(settings);
    const partial = await app.inject({
      method: 'PATCH',
      url: `/v2/users/self/devices/${current?.id}`,
      headers,
      payload: { parental_settings: { pay: true, duration: 0 } },
    });
    expect(partial.json().parental_settings).toEqual({ ...settings, pay: true, duration: 0 });
    const listed = await app.inject({ method: 'GET', url: '/v2/users/self/devices', headers: auth(olga) });
    expect(listed.json().find((d: { is_current: boolean }) => d.is_current).parental_settings.pay).toBe(true);
    const bad = await app.inject({
      method: 'PATCH',
      url: `/v2/users/self/devices/${current?.id}`,
      headers,
      payload: { parental_settings: { vod: 'yes' } },
    });
    expect(bad.json().error.field).toBe('parental_settings.vod');
  });
});
