// The parental PIN on the server (000 §4 Parental PIN, Setting the PIN; §5; §7 parental_code/send):
// clients ask whether a code is right instead of comparing it with one they were handed, wrong
// entries are limited (pin-policy.ts), and the PIN can be sent to the account's phone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SmsOutbox } from '../accounts/index';
import type { ApiContext } from '../context';
import { ApiError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import type { PinStore } from './pin-store';
import { registeredUser } from './registered';
import { pinCheckAnswer, pinCheckBody, pinSendAnswer } from './schemas';

const spec = '000 §4 Parental PIN, §7 Users';
/** §9: the resend countdown of a code; the PIN is not sent again sooner either. */
export const PIN_RESEND_MS = 60_000;
const tag = 'profiles';

/** +7 999 ***-**-01: enough to recognise one's own phone, not enough to learn someone else's. */
export function maskPhone(phone: string): string {
  return `+${phone.slice(0, 1)} ${phone.slice(1, 4)} ***-**-${phone.slice(-2)}`;
}

/**
 * PATCH /v2/users/self {pincode, old_pincode}: setting a first PIN needs nothing more; changing one
 * needs the old PIN, checked (and counted) like any other entry (§5 "Changing the PIN requires the old
 * PIN to match").
 */
export async function changePincode(
  pins: PinStore,
  userId: number,
  pincode: string,
  oldPincode: string | undefined,
): Promise<void> {
  if ((await pins.pincode(userId)) !== null) {
    if (oldPincode === undefined) {
      throw new ApiError(400, 'invalid_request', 'Enter the current PIN to change it', {
        field: 'old_pincode',
      });
    }
    const { valid } = await pins.check(userId, oldPincode);
    if (!valid)
      throw new ApiError(400, 'error_wrong_code', 'The current PIN is wrong', { field: 'old_pincode' });
  }
  await pins.setPincode(userId, pincode);
}

export function registerPinRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  pins: PinStore,
  sms: SmsOutbox,
): void {
  const registered = (request: FastifyRequest) =>
    registeredUser(request, ctx.sessions, 'use the parental PIN');
  // When each account last had its PIN sent; a restart forgets it, which only allows one more SMS.
  const lastSent = new Map<number, number>();

  app.post(
    '/v2/users/self/parental_code/check',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Is this the account’s PIN? Five wrong entries lock checks for 15 minutes (429)',
          auth: 'user',
          body: pinCheckBody,
          response: { 200: pinCheckAnswer },
          errors: [429],
        },
      },
    },
    async (request) => {
      const user = await registered(request);
      const { code } = parseOrThrow(pinCheckBody, request.body, 'body');
      return pins.check(user.id, code);
    },
  );

  app.post(
    '/v2/users/self/parental_code/send',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Send the PIN by SMS to the account’s phone (the demo SMS outbox, GET /sink/sms)',
          auth: 'user',
          response: { 200: pinSendAnswer },
          errors: [429],
        },
        // Each call is an SMS the operator pays for.
        rateLimit: RATE_LIMITS.code,
      },
    },
    async (request) => {
      const user = await registered(request);
      const pincode = await pins.pincode(user.id);
      if (pincode === null) {
        throw new ApiError(400, 'error_parental_code_not_set', 'No parental PIN is set for this account');
      }
      if (!user.phone) {
        throw new ApiError(400, 'error_no_phone', 'The account has no phone to send the PIN to', {
          field: 'phone',
        });
      }
      const wait = (lastSent.get(user.id) ?? Number.NEGATIVE_INFINITY) + PIN_RESEND_MS - ctx.now();
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new ApiError(429, 'rate_limited', `The PIN was just sent; ask again in ${seconds} s`);
      }
      lastSent.set(user.id, ctx.now());
      sms.send(user.phone, `OnAir parental PIN: ${pincode}`, pincode);
      return { sent: true as const, phone: maskPhone(user.phone) };
    },
  );
}
