// The viewer's subscriptions (000 §7 Packets): current and futures, and subscribing; changing and ending
// one is subscription-change-routes.ts, and the billing account they debit (000 §7 Billing) is
// billing-account-routes.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAY_APPROVAL, requirePayApproval } from '../billing/pay-approval';
import type { ApiContext } from '../context';
import { ApiError, notFound, permissionDenied } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { requireSession } from '../session/auth';
import { stores } from './access';
import { registerBillingAccountRoutes } from './billing-account-routes';
import { currentSubscriptionJson, currentSubscriptionSchema, type PacketView } from './packet-answers';
import { refuseForeignSale, refuseOtherProvider } from './sale-countries';
import { registerSubscriptionChangeRoutes } from './subscription-change-routes';
import { subscriptionViews } from './subscription-views';
import { packetViews } from './views';

const subscribeBody = z.object({
  packet_id: z.coerce.number().int().positive(),
  period: z.coerce.number().int().positive().optional(),
});

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const spec = '000 §7 Packets';
  const { packets, subscriptions } = stores(ctx);
  const { purchasesOf, listed } = subscriptionViews(ctx);

  app.get(
    '/v2/users/self/subscriptions/current',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'The viewer’s current subscriptions',
          auth: 'session',
          response: { 200: z.array(currentSubscriptionSchema) },
        },
      },
    },
    async (request) => listed(request, 'current'),
  );

  app.get(
    '/v2/users/self/futures',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'Subscriptions that start later (a second base packet)',
          auth: 'session',
          response: { 200: z.array(currentSubscriptionSchema) },
        },
      },
    },
    async (request) => listed(request, 'future'),
  );

  app.post(
    '/v2/users/self/subscriptions',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'Subscribe to a packet, debiting the balance (402 when it is short)',
          idempotent: true,
          auth: 'user',
          parentalApproval: PAY_APPROVAL,
          body: subscribeBody,
          response: { 201: currentSubscriptionSchema },
        },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request, ctx.sessions);
      const { user } = session;
      const body = parseOrThrow(subscribeBody, request.body, 'body');
      if (user.is_guest) throw permissionDenied('Sign in to subscribe to packets');
      // Buying from the balance is paying (000 §4 Buying a packet: the parental check, action pay).
      await requirePayApproval(request, ctx, session);
      const packet = await packets.get(body.packet_id);
      if (!packet) throw notFound(`Packet ${body.packet_id} not found`);
      refuseOtherProvider(packet);
      refuseForeignSale(request.ip, packet.name);
      const [view] = await packetViews(
        ctx,
        user.id,
        originOf(request, ctx.publicOrigin),
        (p) => p.id === packet.id,
      );
      if (view?.agreement && !view.agreement.is_accepted) {
        throw new ApiError(
          403,
          'agreement_not_accepted',
          `Accept "${view.agreement.title}" to subscribe to ${packet.name}`,
        );
      }
      if (packet.isPromo || packet.parentName !== null) {
        throw permissionDenied(`${packet.name} is not sold on its own`);
      }
      const subscription = await subscriptions.subscribe(user.id, packet, body.period);
      const [after] = await packetViews(
        ctx,
        user.id,
        originOf(request, ctx.publicOrigin),
        (p) => p.id === packet.id,
      );
      reply.code(201);
      return currentSubscriptionJson({ ...(after as PacketView), subscription }, await purchasesOf(user.id));
    },
  );

  registerSubscriptionChangeRoutes(app, ctx);
  registerBillingAccountRoutes(app, ctx);
}
