// Issue 35 item 4 through the API: a child profile holding the account's token and not the PIN. Before this
// change each call below was answered 200 — the child switched to the adult profile, made itself adult and
// turned the device's switches off, and the 18+ film's stream was then served. Now each needs a parental
// approval, which only a right PIN gives, for one action, one user and one device, for a short while.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/index';
import { DEMO_PIN } from '../profiles/seed';
import { parentalApproval, signInByPassword, signInByPhone } from '../testing/accounts-fixture';
import { FIXED_NOW_MS, fixtureApi } from '../testing/api-fixture';
import { APPROVAL_MAX_MS, APPROVAL_MIN_MS } from './approval-policy';

let app: FastifyInstance;
let clock = FIXED_NOW_MS;
let token: string;
let deviceId: number;
let adultId: number;
let kidsId: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, approval?: string, t = token) => {
  const headers = { authorization: `Bearer ${t}`, ...(approval ? { 'x-parental-approval': approval } : {}) };
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const refusedFor = (action: string) => ({
  status: 403,
  body: {
    error: expect.objectContaining({
      error_code: 'parental_approval_required',
      details: { message: action },
    }),
  },
});
const approval = (action: string, t = token) => parentalApproval(app, t, action, DEMO_PIN);
const activeProfile = async () =>
  (await call('GET', '/v2/users/self/profile')).body.profile as { id: number; role: string };

beforeAll(async () => {
  ({ app } = await fixtureApi(() => clock));
  const grant = await signInByPassword(app, DEMO_USERS.password.username, DEMO_USERS.password.password);
  token = grant.access_token;
  deviceId = grant.device.id;
  const profiles = (await call('GET', '/v2/users/self/profiles')).body as { id: number; role: string }[];
  adultId = profiles.find((p) => p.role === 'adult')?.id ?? 0;
  kidsId = profiles.find((p) => p.role === 'child')?.id ?? 0;
  // The parent hands the device to the child: switching to a child profile needs nothing.
  expect((await call('POST', '/v2/users/self/profile', { id: kidsId })).status).toBe(200);
});
afterAll(() => app.close());

describe('a child profile with the account’s token and no PIN', () => {
  it('cannot switch to the adult profile', async () => {
    expect(await call('POST', '/v2/users/self/profile', { id: adultId })).toMatchObject(
      refusedFor('profile'),
    );
    expect((await activeProfile()).id).toBe(kidsId);
  });

  it('cannot make its own profile adult, nor touch the adult one', async () => {
    expect(await call('PATCH', `/v2/users/self/profiles/${kidsId}`, { role: 'adult' })).toMatchObject(
      refusedFor('profile'),
    );
    expect(await call('PATCH', `/v2/users/self/profiles/${adultId}`, { name: 'Mine now' })).toMatchObject(
      refusedFor('profile'),
    );
    expect(await call('DELETE', `/v2/users/self/profiles/${adultId}`)).toMatchObject(refusedFor('profile'));
    expect((await activeProfile()).role).toBe('child');
    // Its own name and picture are its own business.
    expect((await call('PATCH', `/v2/users/self/profiles/${kidsId}`, { name: 'Kiddo' })).status).toBe(200);
  });

  it('cannot turn the device’s parental switches off', async () => {
    const off = {
      parental_settings: { vod: false, channel: false, program: false, profile: false, settings: false },
    };
    expect(await call('PATCH', `/v2/users/self/devices/${deviceId}`, off)).toMatchObject(
      refusedFor('parental'),
    );
    expect(
      await call('PATCH', `/v2/users/self/devices/${deviceId}`, { settings: { parentalChannels: [] } }),
    ).toMatchObject(refusedFor('parental'));
  });

  it('is not served the 18+ film or channel after all that', async () => {
    expect((await call('GET', '/v2/contents/105/stream')).body.error.error_code).toBe('error_child_profile');
    expect((await call('GET', '/v2/channels/8/stream')).body.error.error_code).toBe('error_child_profile');
  });

  it('gets nothing from a made-up approval or from one the adult got before handing the device over', async () => {
    expect(await call('POST', '/v2/users/self/profile', { id: adultId }, 'not-an-approval')).toMatchObject(
      refusedFor('profile'),
    );
    // The adult profile gets an approval, then switches to the child: the approval ends with the switch.
    const early = await approval('profile');
    expect((await call('POST', '/v2/users/self/profile', { id: adultId }, early)).status).toBe(200);
    const second = await approval('profile');
    expect((await call('POST', '/v2/users/self/profile', { id: kidsId })).status).toBe(200);
    expect(await call('POST', '/v2/users/self/profile', { id: adultId }, second)).toMatchObject(
      refusedFor('profile'),
    );
  });
});

describe('the parental approval', () => {
  it('comes only with a right PIN, for the action it was asked for', async () => {
    const wrong = await call('POST', '/v2/users/self/parental_code/check', {
      code: '0000',
      action: 'profile',
    });
    expect(wrong.body).toEqual({ valid: false, attempts_left: 4 });
    const right = await call('POST', '/v2/users/self/parental_code/check', {
      code: DEMO_PIN,
      action: 'profile',
    });
    expect(right.body).toMatchObject({
      valid: true,
      attempts_left: 5,
      approval: { action: 'profile', expires_in: null },
    });
    expect(typeof right.body.approval.token).toBe('string');
    // A right PIN without an action is a plain yes.
    const plain = await call('POST', '/v2/users/self/parental_code/check', { code: DEMO_PIN });
    expect(plain.body).toEqual({ valid: true, attempts_left: 5 });
    // An approval for paying is not one for switching profiles.
    const pay = await approval('pay');
    expect(await call('POST', '/v2/users/self/profile', { id: adultId }, pay)).toMatchObject(
      refusedFor('profile'),
    );
  });

  it('holds for this user on this device only', async () => {
    const other = await signInByPassword(
      app,
      DEMO_USERS.password.username,
      DEMO_USERS.password.password,
      'other-tv',
    );
    const fromOtherDevice = await approval('profile', other.access_token);
    expect(await call('POST', '/v2/users/self/profile', { id: adultId }, fromOtherDevice)).toMatchObject(
      refusedFor('profile'),
    );
    const olga = await signInByPhone(app, DEMO_USERS.phone.phone);
    const olgas = await approval('profile', olga.access_token);
    expect(await call('POST', '/v2/users/self/profile', { id: adultId }, olgas)).toMatchObject(
      refusedFor('profile'),
    );
  });

  it('holds with no end of its own while the duration is 0, and for the device’s minutes once it has some', async () => {
    // 000 §4 "remembered … always when the duration is 0" (the operator's default).
    const always = await approval('profile');
    clock += APPROVAL_MAX_MS + 60_000;
    expect(
      (await call('PATCH', `/v2/users/self/profiles/${adultId}`, { icon_avatar_id: 3 }, always)).status,
    ).toBe(200);
    // Turning 0 into 5 minutes: what was given "always" now ends within 5 minutes too.
    const parental = await approval('parental');
    const five = await call(
      'PATCH',
      `/v2/users/self/devices/${deviceId}`,
      { parental_settings: { duration: 5 } },
      parental,
    );
    expect(five.status).toBe(200);
    clock += APPROVAL_MIN_MS + 1;
    expect(
      await call('PATCH', `/v2/users/self/profiles/${adultId}`, { icon_avatar_id: 3 }, always),
    ).toMatchObject(refusedFor('profile'));
    const fresh = await approval('profile');
    expect(
      (await call('PATCH', `/v2/users/self/profiles/${adultId}`, { icon_avatar_id: 3 }, fresh)).status,
    ).toBe(200);
    // 30 minutes on this device: the approval says so and holds that long.
    const saved = await call(
      'PATCH',
      `/v2/users/self/devices/${deviceId}`,
      { parental_settings: { duration: 30 } },
      await approval('parental'),
    );
    expect(saved.status).toBe(200);
    const long = await call('POST', '/v2/users/self/parental_code/check', {
      code: DEMO_PIN,
      action: 'profile',
    });
    expect(long.body.approval.expires_in).toBe(30 * 60);
    clock += 29 * 60_000;
    expect(
      (
        await call(
          'PATCH',
          `/v2/users/self/profiles/${adultId}`,
          { icon_avatar_id: 2 },
          long.body.approval.token,
        )
      ).status,
    ).toBe(200);
    clock += 2 * 60_000;
    expect(
      await call(
        'PATCH',
        `/v2/users/self/profiles/${adultId}`,
        { icon_avatar_id: 1 },
        long.body.approval.token,
      ),
    ).toMatchObject(refusedFor('profile'));
    // Back to 0 for the tests below.
    const reset = await call(
      'PATCH',
      `/v2/users/self/devices/${deviceId}`,
      { parental_settings: { duration: 0 } },
      await approval('parental'),
    );
    expect(reset.status).toBe(200);
  });

  it('ends with the PIN it was given for', async () => {
    const always = await approval('profile');
    expect((await call('PATCH', '/v2/users/self', { pincode: '9753', old_pincode: DEMO_PIN })).status).toBe(
      200,
    );
    expect(
      await call('PATCH', `/v2/users/self/profiles/${adultId}`, { icon_avatar_id: 3 }, always),
    ).toMatchObject(refusedFor('profile'));
    expect((await call('PATCH', '/v2/users/self', { pincode: DEMO_PIN, old_pincode: '9753' })).status).toBe(
      200,
    );
  });

  it('lasts 30 minutes for a channel saved for time, and the device keeps the choice (000 §4)', async () => {
    const patch = (duration: number) =>
      call(
        'PATCH',
        `/v2/users/self/devices/${deviceId}`,
        { parental_settings: { duration } },
        undefined,
      ).then(async (first) =>
        first.status === 200
          ? first
          : call(
              'PATCH',
              `/v2/users/self/devices/${deviceId}`,
              { parental_settings: { duration } },
              await approval('parental'),
            ),
      );
    expect((await patch(5)).status).toBe(200);
    const check = (save_for_time: boolean) =>
      call('POST', '/v2/users/self/parental_code/check', {
        code: DEMO_PIN,
        action: 'channel',
        save_for_time,
      });
    expect((await check(true)).body.approval.expires_in).toBe(30 * 60);
    const device = async () =>
      (
        (await call('GET', '/v2/users/self/devices')).body as {
          id: number;
          settings: Record<string, unknown>;
        }[]
      ).find((d) => d.id === deviceId);
    expect((await device())?.settings.parentalChannels).toBe('30');
    expect((await check(false)).body.approval.expires_in).toBe(5 * 60);
    expect((await device())?.settings.parentalChannels).toBe('1');
    expect((await patch(0)).status).toBe(200);
  });

  it('is needed for the account’s details and devices while “opening the settings” is switched on', async () => {
    expect((await call('PATCH', '/v2/users/self', { first_name: 'Demo' })).status).toBe(200);
    const parental = await approval('parental');
    const on = await call(
      'PATCH',
      `/v2/users/self/devices/${deviceId}`,
      { parental_settings: { settings: true } },
      parental,
    );
    expect(on.body.parental_settings.settings).toBe(true);
    expect(await call('PATCH', '/v2/users/self', { first_name: 'Someone else' })).toMatchObject(
      refusedFor('settings'),
    );
    expect(await call('DELETE', '/v2/users/self/devices/999999')).toMatchObject(refusedFor('settings'));
    const settings = await approval('settings');
    expect((await call('PATCH', '/v2/users/self', { first_name: 'Demo Viewer' }, settings)).status).toBe(200);
    // The PIN that opened the settings opens their parental tab too.
    const off = await call(
      'PATCH',
      `/v2/users/self/devices/${deviceId}`,
      { parental_settings: { settings: false } },
      settings,
    );
    expect(off.body.parental_settings.settings).toBe(false);
    expect((await call('PATCH', '/v2/users/self', { first_name: 'Demo Viewer' })).status).toBe(200);
  });

  it('is not asked of an account without a PIN: there is nothing to enter', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { username: 'no-pin-family', password: 'secret-pass' },
    });
    const fresh = created.json().access_token as string;
    const kid = await call(
      'POST',
      '/v2/users/self/profiles',
      { name: 'Kid', role: 'child', icon_avatar_id: 2 },
      undefined,
      fresh,
    );
    expect(
      (await call('PATCH', `/v2/users/self/profiles/${kid.body.id}`, { role: 'adult' }, undefined, fresh))
        .status,
    ).toBe(200);
  });
});
