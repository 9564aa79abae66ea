// Sign-in calls of 000 §7 Users and authentication: a code by SMS (POST /v2/otps), signing in with it
// (POST /v2/auth/otp), login and password (POST /v2/auth/login), and the regional helpers that say
// how codes are sent and whether one is waiting. Each answers a Grant {access_token, expired, device,
// user} like POST /v2/auth/device, and the request's own (guest) token, when sent, lets its device
// record be replaced by the signed-in one (000 §4 Session).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { ApiError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import { tokenOf } from '../session/auth';
import { userRowByLogin, userRowByPhone } from '../session/users';
import { codeSentAnswer, codeWaitingAnswer, grantAnswer, sendMethodsAnswer } from './answers';
import { anyPassword, appVersion, code, deviceData, languageOf, phone, serial } from './fields';
import type { OtpService } from './otp';
import { verifyPassword } from './secrets';

const sendBody = z.object({
  phone,
  can_display_message: z.boolean().optional(),
  /** change_phone: a code to confirm a new phone of the signed-in user (PATCH /v2/users/self). */
  purpose: z.enum(['login', 'change_phone']).default('login'),
});
const otpBody = z.object({ phone, token: code, device_id: serial.optional(), ...deviceData });
const loginBody = z.object({
  login: z.string({ error: 'Required' }).trim().min(1, 'Required').max(64),
  password: anyPassword,
  app_version: appVersion,
  device_id: serial.optional(),
  ...deviceData,
});
const phoneQuery = z.object({ phone });

const unknownPhone = () =>
  new ApiError(400, 'invalid_phone', 'No viewer has this phone yet', { field: 'phone' });

/** The serial the client stores for its signed-in device; one is made when it sends none. */
const serialFor = (given: string | undefined) => given ?? `web-${randomBytes(12).toString('hex')}`;

function deviceDataOf(body: Record<string, unknown>) {
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(deviceData)) if (body[key] !== undefined) data[key] = body[key];
  return data;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: ApiContext, otp: OtpService): void {
  const { sessions, db } = ctx;
  const currentToken = (request: FastifyRequest) => tokenOf(request);

  app.post(
    '/v2/otps',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication',
          tag: 'accounts',
          summary: 'Send a one-time code by SMS (sign-in, or confirming a new phone)',
          auth: 'none',
          body: sendBody,
          errors: [401],
          response: { 200: codeSentAnswer },
        },
        rateLimit: RATE_LIMITS.code,
      },
    },
    async (request, reply) => {
      const body = parseOrThrow(sendBody, request.body, 'body');
      if (body.purpose === 'change_phone') {
        const token = currentToken(request);
        const session = token ? await sessions.session(token) : undefined;
        if (!session || session.user.is_guest) {
          throw new ApiError(401, 'authentication_failed', 'Sign in to change your phone');
        }
        const owner = await userRowByPhone(db, body.phone);
        if (owner && owner.id !== session.user.id) {
          throw new ApiError(400, 'phone_taken', 'Another account has this phone', { field: 'phone' });
        }
      } else if (!(await userRowByPhone(db, body.phone))) {
        throw unknownPhone();
      }
      const sent = await otp.send(body.phone, languageOf(request));
      reply.header('cache-control', 'no-store');
      return {
        phone: body.phone,
        length: sent.length,
        resend_in: sent.resendIn,
        expires_in: sent.expiresIn,
        ...(body.can_display_message ? { message: messageFor(languageOf(request), body.phone) } : {}),
      };
    },
  );

  app.post(
    '/v2/auth/otp',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication, §4 Phone login',
          tag: 'accounts',
          summary: 'Sign in with the phone and its code',
          auth: 'none',
          body: otpBody,
          response: { 200: grantAnswer },
        },
        rateLimit: RATE_LIMITS.code,
      },
    },
    async (request) => {
      const body = parseOrThrow(otpBody, request.body, 'body');
      const user = await userRowByPhone(db, body.phone);
      if (!user) throw unknownPhone();
      await otp.verify(body.phone, body.token);
      return sessions.signIn(user.id, {
        serial: serialFor(body.device_id),
        currentToken: currentToken(request),
        data: deviceDataOf(body),
      });
    },
  );

  app.post(
    '/v2/auth/login',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication',
          tag: 'accounts',
          summary: 'Sign in with login and password',
          auth: 'none',
          body: loginBody,
          response: { 200: grantAnswer },
        },
        rateLimit: RATE_LIMITS.signIn,
      },
    },
    async (request) => {
      const body = parseOrThrow(loginBody, request.body, 'body');
      const user = await userRowByLogin(db, body.login);
      // The same answer (and the same scrypt work) for an unknown login and a wrong password.
      const ok = await verifyPassword(body.password, user?.password_hash ?? null);
      if (!user || !ok) {
        throw new ApiError(400, 'invalid_credentials', 'Wrong login or password', { field: 'password' });
      }
      return sessions.signIn(user.id, {
        serial: serialFor(body.device_id),
        currentToken: currentToken(request),
        data: deviceDataOf(body),
      });
    },
  );

  app.get(
    '/v2/otp/send_methods',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication',
          tag: 'accounts',
          summary: 'How codes are sent to this phone',
          auth: 'none',
          query: phoneQuery.partial(),
          response: { 200: sendMethodsAnswer },
        },
      },
    },
    async (request) => {
      parseOrThrow(phoneQuery.partial(), request.query, 'query');
      // The demo gateway only has SMS; a Telegram-first provider would list it first with its link.
      return { methods: ['sms'], link: null };
    },
  );

  app.get(
    '/v2/otp/exist',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication',
          tag: 'accounts',
          summary: 'Whether a code is waiting for this phone',
          auth: 'none',
          query: phoneQuery,
          response: { 200: codeWaitingAnswer },
        },
        rateLimit: RATE_LIMITS.code,
      },
    },
    async (request) => {
      const { phone: number } = parseOrThrow(phoneQuery, request.query, 'query');
      return { otp_exist: await otp.exists(number) };
    },
  );
}

function messageFor(language: 'en' | 'ru', number: string): string {
  const masked = `+${number.slice(0, 1)} ••• •••-${number.slice(-4, -2)}-${number.slice(-2)}`;
  return language === 'ru' ? `Мы отправили код на ${masked}` : `We sent a code to ${masked}`;
}
