// The phones a signed-in viewer may pay from (issue 35 item 2): a mobile payment is billed only to the
// account's own phone or to one the viewer proved with a code sent to it (POST /v2/otps with purpose
// payment_phone, then the code here). Proving a phone for paying does not make it sign in to the
// account; a proof lasts PROVED_PHONE_VALID_DAYS.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PROVED_PHONE_VALID_DAYS } from '../constants';
import type { ApiContext } from '../context';
import { permissionDenied } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import { requireUser } from '../session/auth';
import { code, phone } from './fields';
import type { OtpService } from './otp';
import { provedPhones, rememberProvedPhone } from './phones';

const proveBody = z.object({ phone, token: code });
const phonesAnswer = z.object({
  phones: z.array(z.string()).describe('The account’s own phone first, then the proved ones, newest first'),
  valid_days: z.number().int(),
});

export function registerPaymentPhoneRoutes(app: FastifyInstance, ctx: ApiContext, otp: OtpService): void {
  const { sessions, db } = ctx;
  const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
    const user = await requireUser(request, sessions);
    if (user.is_guest) throw permissionDenied('Sign in to pay by phone');
    return user;
  };
  const answer = async (userId: number) => ({
    phones: await provedPhones(db, userId, ctx.now()),
    valid_days: PROVED_PHONE_VALID_DAYS,
  });

  app.get(
    '/v2/users/self/payment_phones',
    {
      config: {
        contract: {
          spec: '000 §7 Billing (ext_billing_balance phone)',
          tag: 'billing',
          summary: 'The phones this viewer may pay from by SMS',
          auth: 'user',
          response: { 200: phonesAnswer },
        },
      },
    },
    async (request) => answer((await signedIn(request)).id),
  );

  app.post(
    '/v2/users/self/payment_phones',
    {
      config: {
        contract: {
          spec: '000 §7 Billing (ext_billing_balance phone)',
          tag: 'billing',
          summary:
            'Prove a phone to pay from, with the code sent to it (POST /v2/otps, purpose payment_phone)',
          auth: 'user',
          body: proveBody,
          response: { 201: phonesAnswer },
        },
        rateLimit: RATE_LIMITS.code,
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const body = parseOrThrow(proveBody, request.body, 'body');
      await otp.verify(body.phone, body.token);
      await rememberProvedPhone(db, user.id, body.phone, ctx.now());
      return reply.status(201).send(await answer(user.id));
    },
  );
}
