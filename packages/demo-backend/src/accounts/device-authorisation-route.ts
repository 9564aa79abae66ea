// 000 §7 Users and authentication: POST /v2/auth/device authorises this device — a guest, or the user the
// device was signed in as, gets a token (§4 Session).
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { parseOrThrow } from '../http/validate';
import { tokenOf } from '../session/auth';
import { grantAnswer } from './account-answers';
import { authBody, dataOf } from './device-data';

export function registerDeviceAuthorisation(app: FastifyInstance, ctx: ApiContext): void {
  app.post(
    '/v2/auth/device',
    {
      config: {
        contract: {
          spec: '000 §7 Users and authentication, §4 Session',
          tag: 'accounts',
          summary: 'Authorise this device: a guest or the device’s user gets a token',
          auth: 'none',
          body: authBody,
          response: { 200: grantAnswer },
        },
      },
    },
    async (request) => {
      const body = parseOrThrow(authBody, request.body, 'body');
      const grant = await ctx.sessions.authorizeDevice(body.device_id, tokenOf(request), dataOf(body));
      return {
        access_token: grant.access_token,
        expired: grant.expired,
        device: grant.device,
        user: grant.user,
      };
    },
  );
}
