// Issue 35 item 3, found on the code before it: POST /v2/users with someone else's phone and a
// password made an account bound to that phone without any code; when the phone's owner later signed
// in by SMS code they landed in that account, and its creator kept password access. Each test here
// failed on that code (the owner entered the attacker's account; phone_taken said which phones exist).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_SEC } from '../constants';
import { DEMO_USERS } from '../db/index';
import { RATE_LIMITS } from '../http/rate-limits';
import { post, signInByPassword, signInByPhone } from '../testing/accounts-fixture';
import { FIXED_NOW_MS, fixtureApi, getJson } from '../testing/api-fixture';

let now = FIXED_NOW_MS;
let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi(() => now);
});
afterAll(() => api.app.close());

const error = (res: { json: () => unknown }) => (res.json() as { error: Record<string, unknown> }).error;
const self = async (token: string) =>
  (await getJson(api.app, `/v2/users/self?access_token=${token}`)).body as {
    id: number;
    phone: string | null;
  };

/** The web app's phone sign-in (000 §4 Phone login): an unknown phone is registered, then its code. */
async function ownerSignsInByCode(phone: string) {
  const sent = await post(api.app, '/v2/otps', { phone });
  if (sent.statusCode === 400 && error(sent).error_code === 'invalid_phone') {
    const registered = await post(api.app, '/v2/users', { username: phone, phone });
    expect(registered.statusCode).toBe(201);
  }
  now += OTP_RESEND_SEC * 1000;
  return signInByPhone(api.app, phone);
}

describe('a phone nobody has confirmed captures no code sign-in', () => {
  it('an account pre-registered with a password on the victim’s phone: the victim lands in their own', async () => {
    const victimPhone = '79995550101';
    const attacker = await post(api.app, '/v2/users', {
      username: 'mallory',
      password: 'mallory-pass',
      phone: victimPhone,
    });
    expect(attacker.statusCode).toBe(201);
    // The phone is not the attacker's account's phone: it was never confirmed.
    expect(attacker.json()).toMatchObject({ phone: null });
    const attackerId = (attacker.json() as { id: number }).id;

    const victim = await ownerSignsInByCode(victimPhone);
    expect(victim.user.id).not.toBe(attackerId);
    expect(victim.user.phone).toBe(victimPhone);

    // The attacker's password opens only the attacker's own account, which never got the phone.
    const back = await signInByPassword(api.app, 'mallory', 'mallory-pass');
    expect(back.user.id).toBe(attackerId);
    expect((await self(back.access_token)).phone).toBeNull();
    // And the victim's later code sign-ins keep landing in the victim's account.
    now += OTP_RESEND_SEC * 1000;
    expect((await signInByPhone(api.app, victimPhone)).user.id).toBe(victim.user.id);
  });

  it('a phone confirmed by its owner stays theirs; a later registration naming it takes nothing', async () => {
    const owner = await ownerSignsInByCode('79995550102');
    const squatter = await post(api.app, '/v2/users', {
      username: 'squatter',
      password: 'squatter-pass',
      phone: '79995550102',
    });
    expect(squatter.statusCode).toBe(201);
    now += OTP_RESEND_SEC * 1000;
    expect((await signInByPhone(api.app, '79995550102')).user.id).toBe(owner.user.id);
    const login = await signInByPassword(api.app, 'squatter', 'squatter-pass');
    expect((await self(login.access_token)).phone).toBeNull();
  });

  it('a password account confirms its own phone only with the code, signed in', async () => {
    const created = await post(api.app, '/v2/users', {
      username: 'real-owner',
      password: 'owner-pass-1',
      phone: '79995550103',
    });
    const token = (created.json() as { access_token: string }).access_token;
    expect(
      (await post(api.app, '/v2/otps', { phone: '79995550103', purpose: 'change_phone' }, token)).statusCode,
    ).toBe(200);
    const code = (await api.app.inject({ method: 'GET', url: '/sink/sms?phone=79995550103' })).json() as {
      last: { code: string };
    };
    const confirmed = await api.app.inject({
      method: 'PATCH',
      url: '/v2/users/self',
      payload: { phone: '79995550103', token: code.last.code },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(confirmed.json()).toMatchObject({ username: 'real-owner', phone: '79995550103' });
    now += OTP_RESEND_SEC * 1000;
    expect((await signInByPhone(api.app, '79995550103')).user.username).toBe('real-owner');
  });

  it('a login taken to match a phone number does not block that phone’s registration', async () => {
    const blocker = await post(api.app, '/v2/users', { username: '79995550104', password: 'blocker-pass' });
    expect(blocker.statusCode).toBe(201);
    const victim = await ownerSignsInByCode('79995550104');
    expect(victim.user.id).not.toBe((blocker.json() as { id: number }).id);
    expect(victim.user.phone).toBe('79995550104');
  });
});

describe('POST /v2/users says nothing about phones, and little about usernames', () => {
  it('answers the same for a known and an unknown phone', async () => {
    const known = await post(api.app, '/v2/users', { username: 'probe-a', phone: DEMO_USERS.phone.phone });
    const unknown = await post(api.app, '/v2/users', { username: 'probe-b', phone: '79995550199' });
    expect([known.statusCode, unknown.statusCode]).toEqual([201, 201]);
    expect(known.json()).toMatchObject({ phone: null });
    expect(unknown.json()).toMatchObject({ phone: null });
    // Olga's phone still signs in to Olga.
    expect((await signInByPhone(api.app, DEMO_USERS.phone.phone)).user.username).toBe(
      DEMO_USERS.phone.username,
    );
  });

  it('tells one address that a username exists only so many times, then makes it wait', async () => {
    const address = '198.51.100.23';
    const register = (username: string) =>
      post(api.app, '/v2/users', { username, password: 'probe-pass' }, undefined, address);
    const { max } = RATE_LIMITS.usernameProbe;
    // Sign-ups that succeed are not probes: an office behind one address registers many people.
    for (let i = 0; i < max + 5; i++) expect((await register(`colleague-${i}`)).statusCode).toBe(201);
    for (let i = 0; i < max; i++) {
      expect(error(await register(`colleague-${i}`)), `probe ${i + 1}`).toMatchObject({
        error_code: 'username_taken',
      });
    }
    const limited = await register('demo');
    expect(limited.statusCode).toBe(429);
    expect(error(limited)).toMatchObject({ error_code: 'rate_limited' });
    expect((await register('a-free-name')).statusCode).toBe(429);
    // Another address is not held back.
    expect(
      (await post(api.app, '/v2/users', { username: 'a-free-name', password: 'probe-pass' })).statusCode,
    ).toBe(201);
  });

  it('bounds a parallel burst of probes from one address too', async () => {
    const address = '198.51.100.24';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(api.app, '/v2/users', { username: 'demo', password: 'probe-pass' }, undefined, address),
      ),
    );
    const told = answers.filter((r) => r.statusCode === 400 && error(r).error_code === 'username_taken');
    expect(told).toHaveLength(RATE_LIMITS.usernameProbe.max);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30 - RATE_LIMITS.usernameProbe.max);
  });
});
