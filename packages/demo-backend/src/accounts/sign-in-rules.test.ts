// 000 §5 provider rules through the real routes: ?provider=5 takes 9-digit local numbers and sends
// 4-digit codes, through the same code counters and SMS budget as every other sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SEC, OTP_SENDS_PER_HOUR } from '../constants';
import { lastCode, post } from '../testing/accounts-fixture';
import { FIXED_NOW_MS, fixtureApi, getJson } from '../testing/api-fixture';
import { LOCAL_OTP_LENGTH, LOCAL_PHONE_LENGTH, phoneLengthFor, signInRulesOf } from './sign-in-rules';

let now = FIXED_NOW_MS;
let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi(() => now);
});
afterAll(() => api.app.close());

const LOCAL = '?provider=5';
const error = (res: { json: () => unknown }) => (res.json() as { error: Record<string, unknown> }).error;

describe('sign-in rules by provider (000 §5)', () => {
  it('wants 9 digits only from a provider that takes local numbers, and only when not starting with 7', () => {
    const local = signInRulesOf(5);
    expect(phoneLengthFor('912345678', local)).toBe(LOCAL_PHONE_LENGTH);
    expect(phoneLengthFor('79990000001', local)).toBe(11);
    expect(phoneLengthFor('912345678', signInRulesOf(1))).toBe(11);
    expect(signInRulesOf('5').codeLength).toBe(LOCAL_OTP_LENGTH);
    expect(signInRulesOf(undefined).codeLength).toBe(OTP_LENGTH);
  });

  it('says so on the network answer', async () => {
    const local = await getJson(api.app, `/v2/users/self/network${LOCAL}`);
    expect(local.body).toMatchObject({
      provider: { id: 5, phone_local_length: 9 },
      phone_otp_length: LOCAL_OTP_LENGTH,
    });
    const usual = await getJson(api.app, '/v2/users/self/network');
    expect(usual.body).toMatchObject({
      provider: { phone_local_length: null },
      phone_otp_length: OTP_LENGTH,
    });
  });

  it('registers a 9-digit number, sends it a 4-digit code and signs in with it', async () => {
    const phone = '912345678';
    const made = await post(api.app, `/v2/users${LOCAL}`, { username: phone, phone });
    expect(made.statusCode, made.body).toBe(201);
    const sent = await post(api.app, `/v2/otps${LOCAL}`, { phone: '912-345-678' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ phone, length: LOCAL_OTP_LENGTH });
    const code = await lastCode(api.app, phone);
    expect(code).toMatch(/^\d{4}$/);
    const grant = await post(api.app, `/v2/auth/otp${LOCAL}`, { phone, token: code });
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({ user: { phone, is_guest: false } });
  });

  it('refuses a 9-digit number elsewhere, and a 9-digit number starting with 7 even here', async () => {
    for (const [url, phone] of [
      ['/v2/otps', '912345679'],
      ['/v2/users', '912345679'],
      ['/v2/auth/otp', '912345679'],
      [`/v2/otps${LOCAL}`, '712345679'],
      [`/v2/otps${LOCAL}`, '91234567'],
    ] as const) {
      const body = url.startsWith('/v2/auth/otp') ? { phone, token: '1234' } : { username: phone, phone };
      const res = await post(api.app, url, body);
      expect(res.statusCode, `${url} ${phone}`).toBe(400);
      expect(error(res)).toMatchObject({ field: 'phone' });
      expect(String(error(res).message)).toContain('error_wrong_phone');
    }
  });

  it('counts 4-digit guesses before comparing and burns the code after the allowed tries', async () => {
    const phone = '923456789';
    await post(api.app, `/v2/users${LOCAL}`, { username: phone, phone });
    await post(api.app, `/v2/otps${LOCAL}`, { phone });
    const code = await lastCode(api.app, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      const res = await post(api.app, `/v2/auth/otp${LOCAL}`, { phone, token: wrong });
      expect(error(res)).toMatchObject({ error_code: 'invalid_otp' });
    }
    const late = await post(api.app, `/v2/auth/otp${LOCAL}`, { phone, token: code });
    expect(late.statusCode).toBe(429);
    expect(error(late)).toMatchObject({ error_code: 'otp_attempts_exceeded' });
  });

  it('keeps the hourly send cap for local numbers', async () => {
    const phone = '934567890';
    await post(api.app, `/v2/users${LOCAL}`, { username: phone, phone });
    for (let i = 0; i < OTP_SENDS_PER_HOUR; i++) {
      expect((await post(api.app, `/v2/otps${LOCAL}`, { phone })).statusCode).toBe(200);
      now += OTP_RESEND_SEC * 1000;
    }
    const capped = await post(api.app, `/v2/otps${LOCAL}`, { phone });
    expect(capped.statusCode).toBe(429);
    expect(error(capped)).toMatchObject({ error_code: 'otp_send_limit' });
  });
});
