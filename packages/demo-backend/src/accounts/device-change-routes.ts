// 000 §7 Devices, §4 Parental PIN: changing a device's settings or parental settings, and removing a device
// (which signs it out) — the changes the parental PIN guards (issue 35, 000 §6).
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { accountChangeNeeds, approvalLifetimeMs, deviceChangeNeeds } from '../parental/approval-policy';
import { requireSession } from '../session/auth';
import { okAnswer, ownDeviceAnswer } from './account-answers';
import { dataOf, devicePatch, idParams, withCurrent } from './device-data';

export function registerDeviceChangeRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { sessions } = ctx;

  app.patch(
    '/v2/users/self/devices/:id',
    {
      config: {
        contract: {
          spec: '000 §7 Devices, §4 Parental PIN',
          tag: 'accounts',
          summary: 'Change a device’s data, settings or parental settings',
          auth: 'session',
          params: idParams,
          body: devicePatch,
          response: { 200: ownDeviceAnswer },
          parentalApproval: 'parental, to change settings or parental_settings (issue 35)',
        },
      },
    },
    async (request) => {
      const session = await requireSession(request, sessions);
      const { user, deviceId } = session;
      const { id } = parseOrThrow(idParams, request.params, 'path');
      const body = parseOrThrow(devicePatch, request.body, 'body');
      await ctx.parental.require(request, session, (scene) => deviceChangeNeeds(body, scene));
      const device = await sessions.updateDevice(user.id, id, dataOf(body));
      if (!device) throw notFound(`Device ${id} not found`);
      // 000 §4: a PIN is remembered for the duration chosen now, not for one chosen before.
      const duration = body.parental_settings?.duration;
      if (duration !== undefined)
        await ctx.parental.approvals.shortenForDevice(id, approvalLifetimeMs(duration));
      return withCurrent(device, deviceId);
    },
  );

  app.delete(
    '/v2/users/self/devices/:id',
    {
      config: {
        contract: {
          spec: '000 §7 Devices',
          tag: 'accounts',
          summary: 'Remove a device (signs it out)',
          auth: 'session',
          params: idParams,
          response: { 200: okAnswer },
          parentalApproval: 'settings, while the device’s “opening the settings” switch is on (000 §6)',
        },
      },
    },
    async (request) => {
      const session = await requireSession(request, sessions);
      const { user } = session;
      const { id } = parseOrThrow(idParams, request.params, 'path');
      await ctx.parental.require(request, session, accountChangeNeeds);
      if (!(await sessions.removeDevice(user.id, id))) throw notFound(`Device ${id} not found`);
      return { ok: true };
    },
  );
}
