// 000 §7 Devices: the signed-in user's devices — the list, one of them, and telling the server about this
// device (or another of the user's, named by its serial).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { requireSession, tokenOf } from '../session/auth';
import { ownDeviceAnswer } from './account-answers';
import { dataOf, deviceBody, idParams, withCurrent } from './device-data';

export function registerOwnDeviceRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { sessions } = ctx;

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
}
