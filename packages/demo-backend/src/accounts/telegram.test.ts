// The Telegram variant (000 §4, demo ?provider=6) and the operator/regional code routes of 000 §7
// through the real routes: the bot sends the code only when a phone is shared with it, the code goes
// through the same otps row as an SMS code, and POST /v2/auth/otp/telegram/ signs in with it once.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SEC } from '../constants';
import { RATE_LIMITS } from '../http/rate-limits';
import { type GrantBody, lastCode, post, signInByPhone } from '../testing/accounts-fixture';
import { FIXED_NOW_MS, fixtureApi, getJson } from '../testing/api-fixture';
import { sendMethodsFor, TELEGRAM_PROVIDER_ID } from './telegram';

let now = FIXED_NOW_MS;
let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi(() => now);
});
afterAll(() => api.app.close());

const error = (res: { json: () => unknown }) => (res.json() as { error: Record<string, unknown> }).error;
let phones = 0;
const newPhone = () => `7906${String(++phones).padStart(7, '0')}`;

/** The viewer shares `phone` with the demo bot (its page's form). */
const shareWithBot = (app: FastifyInstance, phone: string, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/demo-telegram?lang=${lang}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `phone=${phone}`,
    remoteAddress: `10.9.${phones % 250}.1`,
  });
const lastTelegram = async (app: FastifyInstance, phone: string) =>
  (await getJson(app, `/sink/telegram?phone=${phone}`)).body.last as { code: string; text: string } | null;
const signInWithTelegram = (identifier: string, token: string) =>
  post(api.app, '/v2/auth/otp/telegram/', { identifier, token });

describe('how codes are sent (GET /v2/otp/send_methods)', () => {
  it('lists telegram first with the bot’s link for the Telegram provider, SMS alone for the others', async () => {
    const phone = newPhone();
    const telegram = await getJson(api.app, `/v2/otp/send_methods?phone=${phone}&provider=6`, {
      headers: { 'accept-language': 'ru' },
    });
    expect(telegram.status).toBe(200);
    expect(telegram.body.methods).toEqual(['telegram', 'sms']);
    const link = new URL(String(telegram.body.link));
    expect(link.pathname).toBe('/demo-telegram');
    expect(link.searchParams.get('phone')).toBe(phone);
    expect(link.searchParams.get('lang')).toBe('ru');
    expect((await getJson(api.app, `/v2/otp/send_methods?phone=${phone}`)).body).toEqual({
      methods: ['sms'],
      link: null,
    });
    expect(sendMethodsFor(5, 'http://x/demo-telegram', undefined, 'en')).toEqual({
      methods: ['sms'],
      link: null,
    });
  });

  it('describes the provider on the network answer', async () => {
    const network = await getJson(api.app, `/v2/users/self/network?provider=${TELEGRAM_PROVIDER_ID}`);
    expect(network.body).toMatchObject({ provider: { id: 6, name: 'OnAir Telegram' } });
  });
});

describe('the demo Telegram bot and POST /v2/auth/otp/telegram/', () => {
  it('waits for the viewer: no code exists until the phone is shared with the bot', async () => {
    const phone = newPhone();
    expect((await getJson(api.app, `/v2/otp/exist?phone=${phone}`)).body).toEqual({ otp_exist: false });
    const page = await api.app.inject({ method: 'GET', url: `/demo-telegram?phone=${phone}&lang=ru` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(`value="${phone}"`);
    // Opening the page sends nothing: only sharing the phone does.
    expect(await lastTelegram(api.app, phone)).toBeNull();
    expect((await getJson(api.app, `/v2/otp/exist?phone=${phone}`)).body).toEqual({ otp_exist: false });

    const shared = await shareWithBot(api.app, phone, 'ru');
    expect(shared.statusCode).toBe(200);
    const message = await lastTelegram(api.app, phone);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(shared.body).toContain(message?.code);
    expect(message?.text).toContain('Код для входа');
    // It came by Telegram, not by SMS.
    expect((await getJson(api.app, `/sink/sms?phone=${phone}`)).body.last).toBeNull();
    expect((await getJson(api.app, `/v2/otp/exist?phone=${phone}`)).body).toEqual({ otp_exist: true });
  });

  it('signs a new phone in with the bot’s code, once; the account then owns the phone', async () => {
    const phone = newPhone();
    await shareWithBot(api.app, phone);
    const code = (await lastTelegram(api.app, phone))?.code ?? '';
    const signedIn = await signInWithTelegram(phone, code);
    expect(signedIn.statusCode).toBe(200);
    const grant = signedIn.json() as GrantBody;
    expect(grant.user).toMatchObject({ is_guest: false, phone });
    // Used up: the same code again is refused, and no code waits any more.
    expect(error(await signInWithTelegram(phone, code))).toMatchObject({ error_code: 'otp_expired' });
    expect((await getJson(api.app, `/v2/otp/exist?phone=${phone}`)).body).toEqual({ otp_exist: false });
    // The next Telegram sign-in enters the same account.
    now += OTP_RESEND_SEC * 1000;
    await shareWithBot(api.app, phone);
    const again = await signInWithTelegram(phone, (await lastTelegram(api.app, phone))?.code ?? '');
    expect((again.json() as GrantBody).user.id).toBe(grant.user.id);
  });

  it('enters the account that already has the phone (signed up by SMS)', async () => {
    const phone = newPhone();
    expect((await post(api.app, '/v2/users', { username: `sms${phone}`, phone })).statusCode).toBe(201);
    const bySms = await signInByPhone(api.app, phone);
    now += OTP_RESEND_SEC * 1000;
    await shareWithBot(api.app, phone);
    const byTelegram = await signInWithTelegram(phone, (await lastTelegram(api.app, phone))?.code ?? '');
    expect((byTelegram.json() as GrantBody).user.id).toBe(bySms.user.id);
  });

  it('counts the tries of a Telegram code like an SMS one, and keeps the resend countdown', async () => {
    const phone = newPhone();
    await shareWithBot(api.app, phone);
    const right = (await lastTelegram(api.app, phone))?.code ?? '';
    const tooSoon = await shareWithBot(api.app, phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body).toContain('ask for a new one in');
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      expect(error(await signInWithTelegram(phone, wrong))).toMatchObject({ error_code: 'invalid_otp' });
    }
    expect(error(await signInWithTelegram(phone, wrong))).toMatchObject({ error_code: 'invalid_otp' });
    expect(error(await signInWithTelegram(phone, right))).toMatchObject({
      error_code: 'otp_attempts_exceeded',
    });
  });

  it('refuses a malformed phone on the bot page, and an operator it does not know', async () => {
    const bad = await shareWithBot(api.app, '12345');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('role="alert"');
    const other = await post(api.app, '/v2/auth/otp/whatsapp/', { identifier: newPhone(), token: '123456' });
    expect(other.statusCode).toBe(404);
  });

  it('lets the app poll otp/exist every 5 s for a minute and more from one address', async () => {
    const phone = newPhone();
    const answers: number[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await api.app.inject({
        method: 'GET',
        url: `/v2/otp/exist?phone=${phone}`,
        remoteAddress: '10.8.0.1',
      });
      answers.push(res.statusCode);
    }
    expect(answers.every((s) => s === 200)).toBe(true);
    expect(RATE_LIMITS.codeStatus.max).toBeGreaterThan(12);
  });
});

describe('the regional code flow (POST /v2/mw/otps, /v2/mw/auth/otp, ?provider=2)', () => {
  it('sends and checks a code for a registered number starting with 7', async () => {
    const phone = newPhone();
    expect((await post(api.app, '/v2/mw/otps?provider=2', { phone })).json()).toMatchObject({
      error: { error_code: 'invalid_phone' },
    });
    expect((await post(api.app, '/v2/users?provider=2', { username: `mw${phone}`, phone })).statusCode).toBe(
      201,
    );
    const sent = await post(api.app, '/v2/mw/otps?provider=2', { phone });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ length: 6, resend_in: OTP_RESEND_SEC });
    const signedIn = await post(api.app, '/v2/mw/auth/otp?provider=2', {
      phone,
      token: await lastCode(api.app, phone),
    });
    expect(signedIn.statusCode).toBe(200);
    expect((signedIn.json() as GrantBody).user.phone).toBe(phone);
  });

  it('is only the regional provider’s, and only for numbers starting with 7', async () => {
    const phone = newPhone();
    expect((await post(api.app, '/v2/mw/otps', { phone })).statusCode).toBe(404);
    expect((await post(api.app, '/v2/mw/auth/otp?provider=1', { phone, token: '123456' })).statusCode).toBe(
      404,
    );
    const other = await post(api.app, '/v2/mw/otps?provider=2', { phone: `8${phone.slice(1)}` });
    expect(error(other)).toMatchObject({ status: 400, field: 'phone' });
  });
});
