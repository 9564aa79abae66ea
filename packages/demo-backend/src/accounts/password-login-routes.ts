// POST /v2/auth/login of 000 §7 Users and authentication: login and password. It answers a Grant like the
// code sign-ins (auth-routes.ts), and passes the per-account back-off (password-backoff.ts) before the
// password is compared, so guesses spread over addresses are held back too.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { ApiError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import { tokenOf } from '../session/auth';
import { setPasswordHash, userRowByLogin } from '../session/users';
import { grantAnswer } from './account-answers';
import { anyPassword, appVersion, deviceData, serial, signInDeviceOf } from './fields';
import { PasswordAttempts } from './password-attempts';

const loginBody = z.object({
  login: z.string({ error: 'Required' }).trim().min(1, 'Required').max(64),
  password: anyPassword,
  app_version: appVersion,
  device_id: serial.optional(),
  ...deviceData,
});

const backedOff = (seconds: number) =>
  new ApiError(
    429,
    'sign_in_backoff',
    `Too many wrong passwords for this account; try again in ${seconds} s`,
    { field: 'password', details: { message: `retry in ${seconds} s` } },
  );

export function registerPasswordLoginRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { sessions, db } = ctx;
  const attempts = new PasswordAttempts(db, ctx.now);

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
      // An unknown login backs off like an account, so the back-off says nothing about which exist.
      const accountKey = user ? `user:${user.id}` : `login:${body.login.toLowerCase()}`;
      const claim = await attempts.claim(accountKey);
      if (claim.kind === 'wait') throw backedOff(claim.retryAfterSec);
      // The same answer (and the same scrypt work) for an unknown login and a wrong password.
      const verdict = await ctx.passwords.verify(body.password, user?.password_hash ?? null);
      if (!user || !verdict.ok) {
        throw new ApiError(400, 'invalid_credentials', 'Wrong login or password', { field: 'password' });
      }
      await attempts.succeeded(accountKey);
      if (verdict.rehash) await setPasswordHash(db, user.id, await ctx.passwords.hash(body.password));
      return sessions.signIn(user.id, signInDeviceOf(body, tokenOf(request)));
    },
  );
}
