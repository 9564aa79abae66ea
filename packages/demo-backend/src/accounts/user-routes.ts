// Users of 000 §7: creating one (a guest, a login/password viewer, or a phone viewer who then signs
// in with a code), reading and changing yourself. A phone given at creation stays pending until a code
// sent to it is typed back (accounts/phones.ts), so nobody can pre-register someone else's number: a
// password account keeps its pending phone out of code sign-in, and a phone user gets no token at
// creation. Its answer never says whether a phone is known, and says that a username exists only so
// many times per address.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { countHit, giveBackHit } from '../db/counters';
import { ApiError, permissionDenied } from '../http/errors';
import { catalogueLanguageOf } from '../http/language';
import { clientKey, RATE_LIMITS, rateLimitedError } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import { accountChangeNeeds } from '../parental/approval-policy';
import { changePincode, PinStore } from '../profiles/index';
import { pin } from '../profiles/schemas';
import { requireSession, requireUser, tokenOf } from '../session/auth';
import { usernameTaken, userRowByPhone } from '../session/users';
import { newUserAnswer, selfAnswer, userAnswer } from './account-answers';
import { setEmail } from './emails';
import {
  anyPassword,
  appVersion,
  code,
  email,
  newPassword,
  phone,
  serial,
  signInPhone,
  username,
} from './fields';
import type { OtpService } from './otp';
import { parentalDialogueFor } from './parental-dialogue';
import { credentialDigest } from './passwords';
import { confirmPhone } from './phones';
import { checkPhone, signInRulesFor } from './sign-in-rules';

const newUserBody = z
  .object({
    is_guest: z.boolean().default(false),
    username: username.optional(),
    password: anyPassword.optional(),
    phone: signInPhone.optional(),
    first_name: z.string().trim().max(64).optional(),
    app_version: appVersion,
    refer_id: z.string().max(64).optional(),
    device_id: serial.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.is_guest) return;
    if (!body.username) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'required unless is_guest' });
    } else if (!body.password && !body.phone) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'a password or a phone is required' });
    } else if (body.password && !newPassword.safeParse(body.password).success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'at least 6 characters' });
    }
  });

const selfPatch = z
  .object({
    first_name: z.string().trim().min(1, 'Required').max(64).optional(),
    email: email.optional(),
    timezone: z.string().max(64).optional(),
    phone: phone.optional(),
    /** The code sent to the new phone (POST /v2/otps with purpose change_phone). */
    token: code.optional(),
    /** A new parental PIN (issue 16); changing one needs old_pincode. */
    pincode: pin.optional(),
    old_pincode: pin.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.phone !== undefined && body.token === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['token'],
        message: 'confirm the new phone with the code sent to it',
      });
    }
  });

const userPatch = z.object({
  refer_id: z.string().max(64).nullable().optional(),
  first_name: z.string().trim().min(1, 'Required').max(64).optional(),
  timezone: z.string().max(64).optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });

const taken = (field: 'username' | 'phone') =>
  new ApiError(400, `${field}_taken`, `This ${field} belongs to another account`, { field });

/** `POST /v2/users`: a guest or a viewer signs up (000 §7, §4), with the username probe's own limit. */
function registerUserCreation(app: FastifyInstance, ctx: ApiContext): void {
  const { sessions, db } = ctx;

  /**
   * Whether `username` is taken, as an answer one address may get only RATE_LIMITS.usernameProbe
   * times a window: the try is counted first and given back when the name is free, so a parallel
   * burst of probes is bounded too.
   */
  async function probeUsername(request: FastifyRequest, username: string): Promise<boolean> {
    const { max, timeWindow } = RATE_LIMITS.usernameProbe;
    const key = `route:${clientKey(request, 'username-probe')}`;
    const hit = await countHit(db, key, timeWindow, ctx.now());
    if (hit.hits > max) {
      await giveBackHit(db, key);
      throw rateLimitedError(hit.resetAt - ctx.now());
    }
    const nameTaken = await usernameTaken(db, username);
    if (!nameTaken) await giveBackHit(db, key);
    return nameTaken;
  }

  /**
   * A viewer's chosen password gets the slow hash; a guest's is a random secret the app generated
   * (000 §5: from a generated id and the device serial), so its SHA-256 is enough (issue 38: no
   * scrypt on every first visit).
   */
  const passwordDigest = (guest: boolean, password: string) =>
    guest ? credentialDigest(password) : ctx.passwords.hash(password);

  app.post(
    '/v2/users',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication, §4 Session',
          tag: 'accounts',
          summary:
            'Create a guest or a user; signed in at once unless it has only a phone (its code signs in)',
          auth: 'none',
          body: newUserBody,
          errors: [429],
          response: { 201: newUserAnswer },
        },
      },
    },
    async (request: FastifyRequest, reply) => {
      const body = parseOrThrow(newUserBody, request.body, 'body');
      if (body.phone !== undefined) checkPhone(body.phone, signInRulesFor(request));
      // A phone registration (no password) never fails on its name: the code, not the name, makes it
      // an account, and a login someone took to match a phone number must not block that phone.
      const phoneOnly = !body.is_guest && body.phone !== undefined && body.password === undefined;
      let nameTaken = false;
      if (body.username !== undefined) {
        nameTaken = phoneOnly
          ? await usernameTaken(db, body.username)
          : await probeUsername(request, body.username);
      }
      if (nameTaken && !phoneOnly) throw taken('username');
      const user = await sessions.createUser({
        is_guest: body.is_guest,
        ...(body.username && !nameTaken ? { username: body.username } : {}),
        ...(body.phone && !body.is_guest ? { pending_phone: body.phone } : {}),
        ...(body.first_name ? { first_name: body.first_name } : {}),
        ...(body.refer_id ? { refer_id: body.refer_id } : {}),
        ...(body.password ? { password_hash: await passwordDigest(body.is_guest, body.password) } : {}),
      });
      // A phone registration signs in only with the code sent to the phone.
      if (phoneOnly) return reply.status(201).send(user);
      const grant = await sessions.signIn(user.id, {
        serial: body.device_id ?? `web-${randomBytes(12).toString('hex')}`,
        currentToken: tokenOf(request),
      });
      return reply
        .status(201)
        .send({ ...user, access_token: grant.access_token, expired: grant.expired, device: grant.device });
    },
  );
}

export function registerAccountUserRoutes(app: FastifyInstance, ctx: ApiContext, otp: OtpService): void {
  const { sessions, db } = ctx;
  const pins = new PinStore(db, ctx.now);
  registerUserCreation(app, ctx);

  app.get(
    '/v2/users/self',
    {
      config: {
        contract: {
          spec: '000 §3 User',
          tag: 'accounts',
          summary: 'The calling user, with the operator’s invitation to set a parental PIN while none is set',
          auth: 'session',
          response: { 200: selfAnswer },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { ...user, parental_dialogue: parentalDialogueFor(user, catalogueLanguageOf(request)) };
    },
  );

  app.patch(
    '/v2/users/self',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication',
          tag: 'accounts',
          summary: 'Change the calling user (a new phone needs its code)',
          auth: 'session',
          body: selfPatch,
          errors: [403],
          response: { 200: userAnswer },
          parentalApproval:
            'settings, to change the name, e-mail, phone or time zone while the device’s “opening the settings” switch is on (000 §6); a new PIN needs the old one instead',
        },
      },
    },
    async (request) => {
      const session = await requireSession(request, sessions);
      const { user } = session;
      const body = parseOrThrow(selfPatch, request.body, 'body');
      const details = [body.first_name, body.email, body.timezone, body.phone].some((v) => v !== undefined);
      if (details) {
        await ctx.parental.require(request, session, accountChangeNeeds);
      }
      if (body.phone !== undefined && body.phone !== user.phone) {
        if (user.is_guest) throw permissionDenied('Sign in to add a phone');
        const owner = await userRowByPhone(db, body.phone);
        if (owner && owner.id !== user.id) throw taken('phone');
        await otp.verify(body.phone, body.token ?? '');
        await confirmPhone(db, user.id, body.phone, ctx.now());
      }
      // 000 §8: an e-mail another account uses is a 400 the app shows as the 'error' modal; the write
      // itself is refused (a unique index), so two accounts asking at once cannot both keep it.
      if (body.email) await setEmail(db, user.id, body.email);
      const { token: _code, phone: _phone, email: _email, pincode, old_pincode, ...patch } = body;
      if (pincode !== undefined) {
        if (user.is_guest) throw permissionDenied('Sign in to set a parental PIN');
        await changePincode(pins, user.id, pincode, old_pincode);
        // What the old PIN opened ends with it, "always" approvals too (000 §4).
        await ctx.parental.approvals.revokeAll(user.id);
      }
      return sessions.updateUser(user.id, patch);
    },
  );

  app.patch(
    '/v2/users/:id',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication',
          tag: 'accounts',
          summary: 'Change a user: only the calling one',
          auth: 'user',
          params: idParams,
          body: userPatch,
          errors: [403],
          response: { 200: userAnswer },
          parentalApproval:
            'settings, to change the name or time zone while the device’s “opening the settings” switch is on (000 §6)',
        },
      },
    },
    async (request) => {
      const session = await requireSession(request, sessions);
      const { user } = session;
      const { id } = parseOrThrow(idParams, request.params, 'path');
      if (id !== user.id) throw permissionDenied('Only your own user can be changed');
      const body = parseOrThrow(userPatch, request.body, 'body');
      if (body.first_name !== undefined || body.timezone !== undefined) {
        await ctx.parental.require(request, session, accountChangeNeeds);
      }
      return sessions.updateUser(user.id, body);
    },
  );
}
