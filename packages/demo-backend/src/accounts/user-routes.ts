// Users of 000 §7: creating one (a guest, a login/password viewer, or a phone viewer who then signs
// in with a code), reading and changing yourself. A phone user gets no token at creation: only the
// code sent to that phone signs in, so nobody can pre-register someone else's number and keep a way in.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { ApiError, permissionDenied } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { changePincode, PinStore } from '../profiles/index';
import { pin } from '../profiles/schemas';
import { requireSession, requireUser, tokenOf } from '../session/auth';
import { usernameTaken, userRowByPhone } from '../session/users';
import { newUserAnswer, userAnswer } from './answers';
import { anyPassword, appVersion, code, email, newPassword, phone, serial, username } from './fields';
import type { OtpService } from './otp';
import { hashPassword } from './secrets';

const newUserBody = z
  .object({
    is_guest: z.boolean().default(false),
    username: username.optional(),
    password: anyPassword.optional(),
    phone: phone.optional(),
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

export function registerAccountUserRoutes(app: FastifyInstance, ctx: ApiContext, otp: OtpService): void {
  const { sessions, db } = ctx;
  const pins = new PinStore(db, ctx.now);

  app.post(
    '/v2/users',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication, §4 Session',
          tag: 'accounts',
          summary: 'Create a guest or a user; signed in at once unless a phone is to be confirmed',
          auth: 'none',
          body: newUserBody,
          response: { 201: newUserAnswer },
        },
      },
    },
    async (request: FastifyRequest, reply) => {
      const body = parseOrThrow(newUserBody, request.body, 'body');
      if (body.username && (await usernameTaken(db, body.username))) throw taken('username');
      if (body.phone && (await userRowByPhone(db, body.phone))) throw taken('phone');
      const user = await sessions.createUser({
        is_guest: body.is_guest,
        ...(body.username ? { username: body.username } : {}),
        ...(body.phone && !body.is_guest ? { phone: body.phone } : {}),
        ...(body.first_name ? { first_name: body.first_name } : {}),
        ...(body.refer_id ? { refer_id: body.refer_id } : {}),
        ...(body.password ? { password_hash: await hashPassword(body.password) } : {}),
      });
      if (body.phone && !body.is_guest) return reply.status(201).send(user);
      const grant = await sessions.signIn(user.id, {
        serial: body.device_id ?? `web-${randomBytes(12).toString('hex')}`,
        currentToken: tokenOf(request),
      });
      return reply
        .status(201)
        .send({ ...user, access_token: grant.access_token, expired: grant.expired, device: grant.device });
    },
  );

  app.get(
    '/v2/users/self',
    {
      config: {
        contract: {
          spec: '000 §3 User',
          tag: 'accounts',
          summary: 'The calling user',
          auth: 'session',
          response: { 200: userAnswer },
        },
      },
    },
    async (request) => requireUser(request, sessions),
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
        },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, sessions);
      const body = parseOrThrow(selfPatch, request.body, 'body');
      if (body.phone !== undefined && body.phone !== user.phone) {
        if (user.is_guest) throw permissionDenied('Sign in to add a phone');
        const owner = await userRowByPhone(db, body.phone);
        if (owner && owner.id !== user.id) throw taken('phone');
        await otp.verify(body.phone, body.token ?? '');
      }
      const { token: _code, pincode, old_pincode, ...patch } = body;
      if (pincode !== undefined) {
        if (user.is_guest) throw permissionDenied('Sign in to set a parental PIN');
        await changePincode(pins, user.id, pincode, old_pincode);
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
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      const { id } = parseOrThrow(idParams, request.params, 'path');
      if (id !== user.id) throw permissionDenied('Only your own user can be changed');
      const body = parseOrThrow(userPatch, request.body, 'body');
      return sessions.updateUser(user.id, body);
    },
  );
}
