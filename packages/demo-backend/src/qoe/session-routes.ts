/** The operator's sign-in, who is signed in, and sign-out (/qoe/v1/session). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import type { ConsoleAccess } from './console-access';

const signInBody = z.object({ login: z.string().min(1).max(100), password: z.string().min(1).max(200) });
const operatorAnswer = z.object({ login: z.string(), name: z.string() });
const okAnswer = z.object({ ok: z.literal(true) });

export function registerOperatorSessionRoutes(app: FastifyInstance, access: ConsoleAccess): void {
  const { sessions, attempts, bearer, requireOperator, contract } = access;
  app.post(
    '/qoe/v1/session',
    {
      config: {
        rateLimit: RATE_LIMITS.signIn,
        contract: {
          spec: 'issue 40 QoE console',
          tag: 'qoe',
          summary: 'Operator sign-in: a bearer token for the console',
          auth: 'none',
          demo: true,
          body: signInBody,
          response: {
            200: z.object({ token: z.string(), expires_at: z.number(), operator: operatorAnswer }),
          },
          errors: [401],
        },
      },
    },
    async (request) => {
      const { login, password } = parseOrThrow(signInBody, request.body, 'body');
      const accountKey = `operator:${login.toLowerCase()}`;
      const claim = await attempts.claim(accountKey);
      if (claim.kind === 'wait') {
        throw new ApiError(429, 'rate_limited', `Too many attempts, retry in ${claim.retryAfterSec} s`);
      }
      const operator = await sessions.check(login, password);
      if (!operator) throw new ApiError(401, 'wrong_login', 'Wrong login or password');
      await attempts.succeeded(accountKey);
      const { token, expiresAt } = await sessions.open(operator);
      return { token, expires_at: expiresAt, operator: { login: operator.login, name: operator.name } };
    },
  );
  app.get(
    '/qoe/v1/session',
    {
      config: contract('The signed-in operator', {
        response: { 200: z.object({ operator: operatorAnswer }) },
      }),
    },
    async (request) => {
      const operator = await requireOperator(request);
      return { operator: { login: operator.login, name: operator.name } };
    },
  );
  app.delete(
    '/qoe/v1/session',
    { config: contract('Operator sign-out', { response: { 200: okAnswer } }) },
    async (request) => {
      await requireOperator(request);
      const token = bearer(request);
      if (token) await sessions.close(token);
      return { ok: true as const };
    },
  );
}
