// The promo-key slice of the demo operator (issue 18): check, activate, info. A key's free days are
// subscriptions of the packets area; a paid key asks the billing area whether a card is linked.
import type { FastifyInstance } from 'fastify';
import { primaryCard } from '../billing/index';
import type { ApiContext } from '../context';
import { registerPromoRoutes } from './routes';

export function registerPromo(app: FastifyInstance, ctx: ApiContext): void {
  registerPromoRoutes(app, ctx, {
    hasCard: async (userId) => (await primaryCard(ctx.db, userId)) !== undefined,
  });
}
