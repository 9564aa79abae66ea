// The packets, subscriptions, providers, agreements and balances slice of the demo operator (issue 17).
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { registerPacketReadRoutes } from './packet-routes';
import { registerProviderRoutes } from './provider-routes';
import { registerSubscriptionRoutes } from './subscription-routes';

export { channelFor, contentFor, openedFor, packetNames } from './access';

export function registerPacketRoutes(app: FastifyInstance, ctx: ApiContext): void {
  registerPacketReadRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  registerProviderRoutes(app, ctx);
}
