// The parental PIN on the server (000 §4 Parental PIN, Setting the PIN; §5; §7 parental_code/send):
// clients ask whether a code is right instead of comparing it with one they were handed, wrong
// entries are limited (pin-policy.ts), and the PIN can be sent to the account's phone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { spendSms } from '../accounts/sms-budget';
import type { SmsOutbox } from '../accounts/sms-outbox';
import type { ApiContext } from '../context';
import { countHit } from '../db/counters';
import { ApiError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import { lifetimeFor } from '../parental/approval-policy';
import type { PinStore } from './pin-store';
import { registeredSession, registeredUser } from './registered';
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
  app.post(
    '/v2/users/self/parental_code/check',
    {
      config: {
        contract: {
          spec,
          tag,
          summary:
            'Is this the account’s PIN? A right one for an `action` answers a parental approval for it; five wrong entries lock checks for 15 minutes (429)',
          auth: 'user',
          body: pinCheckBody,
          response: { 200: pinCheckAnswer },
          errors: [429],
        },
        // Each account's attempt count guards its PIN; this stops one address sweeping many accounts.
        rateLimit: RATE_LIMITS.pin,
      },
    },
    async (request) => {
      const session = await registeredSession(request, ctx.sessions, 'use the parental PIN');
      const { code, action, save_for_time } = parseOrThrow(pinCheckBody, request.body, 'body');
      const verdict = await pins.check(session.user.id, code);
      if (!verdict.valid || action === undefined) return verdict;
      // 000 §4: remembered for this device's duration, or 30 minutes for a viewing PIN saved for time.
      const device = await ctx.sessions.device(session.user.id, session.deviceId);
      const viewing = action === 'vod' || action === 'channel' || action === 'program';
      if (device && viewing && save_for_time !== undefined) {
        const parentalChannels = save_for_time ? '30' : '1';
        await ctx.sessions.updateDevice(session.user.id, device.id, {
          settings: { ...device.settings, parentalChannels },
        });
      }
      const lifetime = lifetimeFor(action, device?.parental_settings.duration, save_for_time === true);
      const approval = await ctx.parental.approvals.issue(
        session.user.id,
        session.deviceId,
        action,
        lifetime,
      );
      return { ...verdict, approval };
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
      // Once a minute per account, counted in the database so every instance sees the last send; the
      // message also counts against the phone's and the account's SMS budget (issue 35).
      const sent = await countHit(ctx.db, `pin-sms:${user.id}`, PIN_RESEND_MS, ctx.now());
      if (sent.hits > 1) {
        const seconds = Math.max(1, Math.ceil((sent.resetAt - ctx.now()) / 1000));
        throw new ApiError(429, 'rate_limited', `The PIN was just sent; ask again in ${seconds} s`);
      }
      await spendSms(ctx.db, ctx.now(), user.phone, user.id);
      sms.send(user.phone, `OnAir parental PIN: ${pincode}`, pincode);
      return { sent: true as const, phone: maskPhone(user.phone) };
    },
  );
}
