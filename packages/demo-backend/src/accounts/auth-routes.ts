// Code sign-in calls of 000 §7 Users and authentication: a code by SMS (POST /v2/otps), signing in with
// it (POST /v2/auth/otp), and the regional helpers that say how codes are sent and whether one is
// waiting; login and password is password-login-routes.ts. A sign-in answers a Grant {access_token,
// expired, device, user} like POST /v2/auth/device, and the request's own (guest) token, when sent, lets
// its device record be replaced by the signed-in one (000 §4 Session). A code sign-in enters only the
// account whose phone it is, or a password-less registration waiting for that phone (code-sign-in.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { ApiError } from '../http/errors';
import { languageOf } from '../http/language';
import { absoluteUrl, originOf } from '../http/origin';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import { tokenOf } from '../session/auth';
import { userRowByPhone } from '../session/users';
import { codeSentAnswer, codeWaitingAnswer, grantAnswer, sendMethodsAnswer } from './account-answers';
import { signInByCode, unknownPhone } from './code-sign-in';
import { code, deviceData, phone, serial, signInDeviceOf, signInPhone } from './fields';
import type { OtpService } from './otp';
import { codeSignInTarget } from './phones';
import { checkPhone, signInRulesFor } from './sign-in-rules';
import { sendMethodsFor, TELEGRAM_BOT_PATH } from './telegram';

const sendBody = z.object({
  phone: signInPhone,
  can_display_message: z.boolean().optional(),
  /**
   * change_phone: a code to confirm a new phone of the signed-in user (PATCH /v2/users/self);
   * payment_phone: a code to prove a phone the signed-in user will pay from (POST
   * /v2/users/self/payment_phones).
   */
  purpose: z.enum(['login', 'change_phone', 'payment_phone']).default('login'),
});
const otpBody = z.object({ phone: signInPhone, token: code, device_id: serial.optional(), ...deviceData });
const phoneQuery = z.object({ phone, provider: z.string().max(16).optional() });
const providerOf = (request: FastifyRequest) => (request.query as Record<string, unknown>).provider;

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
      const rules = signInRulesFor(request);
      checkPhone(body.phone, rules);
      let userId: number | undefined;
      if (body.purpose !== 'login') {
        const token = currentToken(request);
        const session = token ? await sessions.session(token) : undefined;
        if (!session || session.user.is_guest) {
          throw new ApiError(
            401,
            'authentication_failed',
            body.purpose === 'change_phone' ? 'Sign in to change your phone' : 'Sign in to pay by phone',
          );
        }
        userId = session.user.id;
        const owner = body.purpose === 'change_phone' && (await userRowByPhone(db, body.phone));
        if (owner && owner.id !== userId) {
          throw new ApiError(400, 'phone_taken', 'Another account has this phone', { field: 'phone' });
        }
      } else if (!(await codeSignInTarget(db, body.phone))) {
        throw unknownPhone();
      }
      const sent = await otp.send(body.phone, languageOf(request), {
        purpose: body.purpose,
        codeLength: rules.codeLength,
        ...(userId === undefined ? {} : { userId }),
      });
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
      checkPhone(body.phone, signInRulesFor(request));
      return signInByCode(ctx, otp, {
        phone: body.phone,
        code: body.token,
        device: signInDeviceOf(body, currentToken(request)),
        unknownPhone: 'refuse',
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
      const { phone: number } = parseOrThrow(phoneQuery.partial(), request.query, 'query');
      // The Telegram provider (?provider=6) lists telegram first with its bot's link; others SMS only.
      const bot = absoluteUrl(originOf(request, ctx.publicOrigin), TELEGRAM_BOT_PATH);
      return sendMethodsFor(providerOf(request), bot, number, languageOf(request));
    },
  );

  app.get(
    '/v2/otp/exist',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication',
          tag: 'accounts',
          summary: 'Whether a code is waiting for this phone (the Telegram variant polls it every 5 s)',
          auth: 'none',
          query: phoneQuery,
          response: { 200: codeWaitingAnswer },
        },
        rateLimit: RATE_LIMITS.codeStatus,
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
