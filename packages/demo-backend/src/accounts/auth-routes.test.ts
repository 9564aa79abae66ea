import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SEC, OTP_TTL_SEC } from '../constants';
import { DEMO_USERS } from '../db/index';
import { lastCode, post, signInByPassword, signInByPhone } from '../testing/accounts-fixture';
import { FIXED_NOW_MS, fixtureApi, getJson } from '../testing/api-fixture';
import { passwordCostFrom } from './passwords';

let now = FIXED_NOW_MS;
let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi(() => now);
});
afterAll(() => api.app.close());

const { phone: phoneUser, password: passwordUser } = DEMO_USERS;
const error = (res: { json: () => unknown }) => (res.json() as { error: Record<string, unknown> }).error;

describe('POST /v2/otps', () => {
  it('sends a code of the network’s length to a known phone, into the SMS outbox only', async () => {
    const res = await post(api.app, '/v2/otps', { phone: '+7 (999) 000-00-01', can_display_message: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: phoneUser.phone,
      length: OTP_LENGTH,
      resend_in: OTP_RESEND_SEC,
      expires_in: OTP_TTL_SEC,
      message: expect.stringContaining('00-01'),
    });
    expect(JSON.stringify(res.json())).not.toContain(await lastCode(api.app, phoneUser.phone));
    expect(await lastCode(api.app, phoneUser.phone)).toMatch(new RegExp(`^\\d{${OTP_LENGTH}}$`));
    const network = await getJson(api.app, '/v2/users/self/network');
    expect(network.body.phone_otp_length).toBe(OTP_LENGTH);
  });

  it('refuses a resend within the countdown with 429 and Retry-After, then allows it', async () => {
    const early = await post(api.app, '/v2/otps', { phone: phoneUser.phone });
    expect(early.statusCode).toBe(429);
    expect(error(early)).toMatchObject({ error_code: 'otp_resend_too_early', field: 'phone' });
    now += OTP_RESEND_SEC * 1000;
    expect((await post(api.app, '/v2/otps', { phone: phoneUser.phone })).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a bad phone, and invalid_phone for an unknown one', async () => {
    for (const payload of [
      {},
      { phone: '' },
      { phone: '7999abc0001' },
      { phone: '7999' },
      { phone: 79990000001 },
    ]) {
      const res = await post(api.app, '/v2/otps', payload);
      expect(res.statusCode).toBe(400);
      expect(error(res)).toMatchObject({ status: 400, error_code: 'invalid_request', field: 'phone' });
    }
    const unknown = await post(api.app, '/v2/otps', { phone: '79995550000' });
    expect(unknown.statusCode).toBe(400);
    expect(error(unknown)).toMatchObject({ error_code: 'invalid_phone', field: 'phone' });
  });
});

describe('POST /v2/auth/otp', () => {
  it('signs in with the code: a grant with a working token, the code then used up', async () => {
    now += OTP_RESEND_SEC * 1000;
    const grant = await signInByPhone(api.app, phoneUser.phone, { device_id: 'olga-laptop' });
    expect(grant).toMatchObject({
      expired: Math.floor(now / 1000) + 43_200,
      device: { serial: 'olga-laptop' },
      user: { username: phoneUser.username, phone: phoneUser.phone, is_guest: false },
    });
    const self = await getJson(api.app, `/v2/users/self?access_token=${grant.access_token}`);
    expect(self.body).toMatchObject({ username: phoneUser.username });
    const replay = await post(api.app, '/v2/auth/otp', {
      phone: phoneUser.phone,
      token: await lastCode(api.app, phoneUser.phone),
    });
    expect(replay.statusCode).toBe(400);
    expect(error(replay)).toMatchObject({ error_code: 'otp_expired', field: 'token' });
  });

  it('cuts brute force off after the allowed attempts, even from many addresses', async () => {
    now += OTP_RESEND_SEC * 1000;
    await post(api.app, '/v2/otps', { phone: phoneUser.phone });
    const code = await lastCode(api.app, phoneUser.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      const res = await post(api.app, '/v2/auth/otp', { phone: phoneUser.phone, token: wrong });
      expect(res.statusCode).toBe(400);
      expect(error(res)).toMatchObject({ error_code: 'invalid_otp', field: 'token' });
      expect(String(error(res).message)).toContain(
        i === OTP_MAX_ATTEMPTS ? 'no attempts left' : `${OTP_MAX_ATTEMPTS - i} attempts left`,
      );
    }
    // The right code no longer works: it is burned.
    const late = await post(api.app, '/v2/auth/otp', { phone: phoneUser.phone, token: code });
    expect(late.statusCode).toBe(429);
    expect(error(late)).toMatchObject({ error_code: 'otp_attempts_exceeded', field: 'token' });
  });

  it('refuses an expired code, a code never asked for, and bad fields', async () => {
    now += OTP_RESEND_SEC * 1000;
    await post(api.app, '/v2/otps', { phone: phoneUser.phone });
    now += OTP_TTL_SEC * 1000;
    const expired = await post(api.app, '/v2/auth/otp', {
      phone: phoneUser.phone,
      token: await lastCode(api.app, phoneUser.phone),
    });
    expect(error(expired)).toMatchObject({ status: 400, error_code: 'otp_expired' });
    const registered = await post(api.app, '/v2/users', { username: 'no-code', phone: '79990000077' });
    expect(registered.statusCode).toBe(201);
    const never = await post(api.app, '/v2/auth/otp', { phone: '79990000077', token: '123456' });
    expect(error(never)).toMatchObject({ status: 400, error_code: 'otp_not_requested' });
    const unknown = await post(api.app, '/v2/auth/otp', { phone: '79995550000', token: '123456' });
    expect(error(unknown)).toMatchObject({ status: 400, error_code: 'invalid_phone' });
    const badCode = await post(api.app, '/v2/auth/otp', { phone: phoneUser.phone, token: '12ab' });
    expect(error(badCode)).toMatchObject({ status: 400, field: 'token' });
  });

  it('hands a guest’s session over: the guest device record goes, the new serial is the user’s', async () => {
    now += 3_600_000; // past the hourly cap of codes the tests above used up
    const guest = await post(api.app, '/v2/auth/device', { device_id: 'guest-before-login' });
    const guestToken = (guest.json() as { access_token: string }).access_token;
    const grant = await signInByPhone(api.app, phoneUser.phone, {
      device_id: 'after-login',
      token: guestToken,
    });
    expect(grant.device.serial).toBe('after-login');
    expect((await getJson(api.app, `/v2/users/self?access_token=${guestToken}`)).status).toBe(401);
    const devices = await getJson(api.app, `/v2/users/self/devices?access_token=${grant.access_token}`);
    expect((devices.body as unknown as { serial: string }[]).map((d) => d.serial)).toContain('after-login');
  });
});

describe('POST /v2/auth/login', () => {
  it('signs in with username and password (any case), stored only as a scrypt hash', async () => {
    const grant = await signInByPassword(api.app, passwordUser.username.toUpperCase(), passwordUser.password);
    expect(grant.user).toMatchObject({ username: passwordUser.username, is_guest: false });
    expect(grant.device.serial).toMatch(/^web-[0-9a-f]{24}$/);
    const [row] = await api.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE username = $1',
      [passwordUser.username],
    );
    // At the configured cost (the suites run at a low N; passwords.test.ts checks production's).
    const { N, r, p } = passwordCostFrom();
    expect(row?.password_hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    expect(row?.password_hash).not.toContain(passwordUser.password);
  });

  it('answers the same 400 for a wrong password and an unknown login, and 400 for missing fields', async () => {
    for (const payload of [
      { login: passwordUser.username, password: 'wrong-password' },
      { login: 'nobody-here', password: passwordUser.password },
    ]) {
      const res = await post(api.app, '/v2/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(error(res)).toEqual({
        status: 400,
        error_code: 'invalid_credentials',
        message: 'Wrong login or password',
        field: 'password',
      });
    }
    expect(error(await post(api.app, '/v2/auth/login', { password: 'x' }))).toMatchObject({ field: 'login' });
    expect(error(await post(api.app, '/v2/auth/login', { login: 'demo' }))).toMatchObject({
      field: 'password',
    });
  });
});

describe('regional helpers', () => {
  it('lists the send methods and says whether a usable code waits for a phone', async () => {
    expect((await getJson(api.app, '/v2/otp/send_methods')).body).toEqual({ methods: ['sms'], link: null });
    now += 3_600_000;
    const before = await getJson(api.app, `/v2/otp/exist?phone=${phoneUser.phone}`);
    expect(before.body).toEqual({ otp_exist: false });
    await post(api.app, '/v2/otps', { phone: phoneUser.phone });
    expect((await getJson(api.app, `/v2/otp/exist?phone=${phoneUser.phone}`)).body).toEqual({
      otp_exist: true,
    });
    expect((await getJson(api.app, '/v2/otp/exist?phone=12')).status).toBe(400);
  });
});
