// Devices of 000 §7: authorising one (POST /v2/auth/device) and the signed-in user's list. Each record
// says whether it is the device of the calling token (is_current), because the client may not offer
// to remove its own device (000 §5).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { accountChangeNeeds, approvalLifetimeMs, deviceChangeNeeds } from '../parental/approval-policy';
import { requireSession, tokenOf } from '../session/auth';
import type { Device, DeviceData } from '../session/store';
import { grantAnswer, okAnswer, ownDeviceAnswer } from './answers';
import { anyPassword, appVersion, deviceData, deviceSettings, parentalSettings, serial } from './fields';

const authBody = z.object({
  device_id: serial,
  // A guest's client-derived credentials (000 §5) ride along; the serial is what identifies the guest.
  username: z.string().max(64).optional(),
  password: anyPassword.optional(),
  app_version: appVersion,
  ...deviceData,
});
const deviceBody = z.object({ serial: serial.optional(), ...deviceData });
const devicePatch = z.object({
  ...deviceData,
  settings: deviceSettings.optional(),
  parental_settings: parentalSettings.optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });

function dataOf(body: Record<string, unknown>): DeviceData {
  const data: Record<string, unknown> = {};
  for (const key of [...Object.keys(deviceData), 'settings', 'parental_settings']) {
    if (body[key] !== undefined) data[key] = body[key];
  }
  return data as DeviceData;
}

export function registerDeviceRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { sessions } = ctx;
  const withCurrent = (device: Device, currentId: number) => ({
    ...device,
    is_current: device.id === currentId,
  });

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
      const grant = await sessions.authorizeDevice(body.device_id, tokenOf(request), dataOf(body));
      return {
        access_token: grant.access_token,
        expired: grant.expired,
        device: grant.device,
        user: grant.user,
      };
    },
  );

  app.get(
    '/v2/users/self/devices',
    {
      config: {
        contract: {
          spec: '000 §7 Devices',
          tag: 'accounts',
          summary: 'The user’s devices',
          auth: 'session',
          response: { 200: z.array(ownDeviceAnswer) },
        },
      },
    },
    async (request) => {
      const { user, deviceId } = await requireSession(request, sessions);
      return (await sessions.devicesOf(user.id)).map((d) => withCurrent(d, deviceId));
    },
  );

  /** Tells the server about a device: the calling one unless `serial` names another of this user's. */
  app.post(
    '/v2/users/self/devices',
    {
      config: {
        contract: {
          spec: '000 §7 Devices',
          tag: 'accounts',
          summary: 'Tell the server about this device (or another of the user’s by serial)',
          auth: 'session',
          body: deviceBody,
          response: { 201: ownDeviceAnswer },
        },
      },
    },
    async (request, reply) => {
      const { user, deviceId } = await requireSession(request, sessions);
      const body = parseOrThrow(deviceBody, request.body, 'body');
      const data = dataOf(body);
      const current = (await sessions.devicesOf(user.id)).find((d) => d.id === deviceId);
      if (body.serial === undefined || body.serial === current?.serial) {
        const updated = await sessions.updateDevice(user.id, deviceId, data);
        if (!updated) throw notFound(`Device ${deviceId} not found`);
        return reply.status(201).send(withCurrent(updated, deviceId));
      }
      const device = await sessions.addDevice(user.id, body.serial, tokenOf(request), data);
      return reply.status(201).send(withCurrent(device, deviceId));
    },
  );

  app.get(
    '/v2/users/self/devices/:id',
    {
      config: {
        contract: {
          spec: '000 §7 Devices',
          tag: 'accounts',
          summary: 'One of the user’s devices',
          auth: 'session',
          params: idParams,
          response: { 200: ownDeviceAnswer },
        },
      },
    },
    async (request) => {
      const { user, deviceId } = await requireSession(request, sessions);
      const { id } = parseOrThrow(idParams, request.params, 'path');
      const device = await sessions.device(user.id, id);
      if (!device) throw notFound(`Device ${id} not found`);
      return withCurrent(device, deviceId);
    },
  );

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
