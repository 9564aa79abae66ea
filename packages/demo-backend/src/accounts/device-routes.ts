// Devices of 000 §7, one registrar per concern: authorising a device (device-authorisation-route.ts), the
// signed-in user's own devices (own-device-routes.ts), and the changes the parental PIN guards
// (device-change-routes.ts). What a body may say and how a device is answered: device-data.ts.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { registerDeviceAuthorisation } from './device-authorisation-route';
import { registerDeviceChangeRoutes } from './device-change-routes';
import { registerOwnDeviceRoutes } from './own-device-routes';

export function registerDeviceRoutes(app: FastifyInstance, ctx: ApiContext): void {
  registerDeviceAuthorisation(app, ctx);
  registerOwnDeviceRoutes(app, ctx);
  registerDeviceChangeRoutes(app, ctx);
}
