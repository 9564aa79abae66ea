// Code sign-ins of 000 §7 beside the SMS one: POST /v2/auth/otp/{operator}/ (identifier, token), for a
// code an operator's own channel delivered (the demo has one, `telegram`: the Telegram variant of 000
// §4, telegram.ts), and the regional variant's POST /v2/mw/otps and /v2/mw/auth/otp (?provider=2,
// numbers starting with 7; 000 §5 "in a regional variant, a phone starting with 7 goes through that
// variant's code flow"). All of them use the one otps row per phone, so the resend countdown, the
// hourly cap, the tries and the SMS budget hold whichever route a code is asked or typed on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import { tokenOf } from '../session/auth';
import { codeSentAnswer, grantAnswer } from './account-answers';
import { signInByCode, unknownPhone } from './code-sign-in';
import { code, deviceData, phone, serial, signInDeviceOf } from './fields';
import type { OtpService } from './otp';
import { codeSignInTarget } from './phones';
import { REGIONAL_PROVIDER_ID } from './regions';
import { TELEGRAM_OPERATOR } from './telegram';

const operatorParams = z.object({ operator: z.string().max(32) });
const operatorBody = z.object({
  identifier: phone,
  token: code,
  device_id: serial.optional(),
  ...deviceData,
});
const regionalSendBody = z.object({ phone });
const regionalOtpBody = z.object({ phone, token: code, device_id: serial.optional(), ...deviceData });
const providerQuery = z.looseObject({ provider: z.coerce.number().int().positive().optional() });

export function registerOperatorOtpRoutes(app: FastifyInstance, ctx: ApiContext, otp: OtpService): void {
  const { db } = ctx;

  const requireRegional = (request: FastifyRequest) => {
    if (parseOrThrow(providerQuery, request.query, 'query').provider !== REGIONAL_PROVIDER_ID) {
      throw notFound('This provider has no regional code flow (ask with provider=2, the regional demo)');
    }
  };
  /** The regional flow is for numbers starting with 7; the others take the usual /v2/otps. */
  const checkRegionalPhone = (number: string) => {
    if (!number.startsWith('7')) {
      throw badRequest(
        'phone',
        'Invalid body field "phone": the regional code flow is for numbers starting with 7',
      );
    }
  };

  app.post(
    '/v2/auth/otp/:operator/',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication, §4 Phone login (Telegram variant)',
          tag: 'accounts',
          summary:
            'Sign in with a code the operator’s own channel sent (operator `telegram`: the Telegram bot)',
          auth: 'none',
          params: operatorParams,
          body: operatorBody,
          errors: [404, 429],
          response: { 200: grantAnswer },
        },
        rateLimit: RATE_LIMITS.code,
      },
    },
    async (request) => {
      const { operator } = parseOrThrow(operatorParams, request.params, 'path');
      if (operator !== TELEGRAM_OPERATOR) throw notFound(`No code sign-in through “${operator}” here`);
      const body = parseOrThrow(operatorBody, request.body, 'body');
      // The code proves the phone: a phone nobody has becomes a new viewer's (the bot needs no
      // registration first, as the SMS flow's invalid_phone step does).
      return signInByCode(ctx, otp, {
        phone: body.identifier,
        code: body.token,
        device: signInDeviceOf(body, tokenOf(request)),
        unknownPhone: 'register',
      });
    },
  );

  app.post(
    '/v2/mw/otps',
    {
      config: {
        contract: {
          spec: '000 §7 Regional variants, §5 Phone',
          tag: 'regional',
          summary:
            'Send a one-time code by SMS through the regional middleware (?provider=2, numbers starting with 7)',
          auth: 'none',
          query: providerQuery,
          body: regionalSendBody,
          errors: [404, 429],
          response: { 200: codeSentAnswer },
        },
        rateLimit: RATE_LIMITS.code,
      },
    },
    async (request, reply) => {
      requireRegional(request);
      const body = parseOrThrow(regionalSendBody, request.body, 'body');
      checkRegionalPhone(body.phone);
      if (!(await codeSignInTarget(db, body.phone))) throw unknownPhone();
      const sent = await otp.send(body.phone, languageOf(request));
      reply.header('cache-control', 'no-store');
      return { phone: body.phone, length: sent.length, resend_in: sent.resendIn, expires_in: sent.expiresIn };
    },
  );

  app.post(
    '/v2/mw/auth/otp',
    {
      config: {
        contract: {
          spec: '000 §7 Regional variants, §4 Phone login',
          tag: 'regional',
          summary: 'Sign in with the phone and the code the regional middleware sent (?provider=2)',
          auth: 'none',
          query: providerQuery,
          body: regionalOtpBody,
          errors: [404, 429],
          response: { 200: grantAnswer },
        },
        rateLimit: RATE_LIMITS.code,
      },
    },
    async (request) => {
      requireRegional(request);
      const body = parseOrThrow(regionalOtpBody, request.body, 'body');
      checkRegionalPhone(body.phone);
      return signInByCode(ctx, otp, {
        phone: body.phone,
        code: body.token,
        device: signInDeviceOf(body, tokenOf(request)),
        unknownPhone: 'refuse',
      });
    },
  );
}
