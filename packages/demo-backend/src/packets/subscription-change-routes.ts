// Changing and ending a subscription (000 §7 Packets): renewal on/off or the next period, unsubscribing
// now with the unused whole days refunded, cancelling a future one with its price refunded.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAY_APPROVAL, requirePayApproval } from '../billing/pay-approval';
import type { ApiContext } from '../context';
import { ApiError, notFound, permissionDenied } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { requireSession, requireUser } from '../session/auth';
import { stores } from './access';
import { money } from './accounts';
import { currentSubscriptionJson, currentSubscriptionSchema, packetJson } from './packet-answers';
import { priceFor } from './subscription-store';
import { subscriptionViews } from './subscription-views';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const patchBody = z
  .object({ renew: z.boolean().optional(), period: z.coerce.number().int().positive().optional() })
  .refine((b) => b.renew !== undefined || b.period !== undefined, { message: 'send renew or period' });
const refundSchema = z.object({ id: z.number(), refunded: z.string() });

export function registerSubscriptionChangeRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const spec = '000 §7 Packets';
  const { subscriptions } = stores(ctx);
  const { purchasesOf, withViews } = subscriptionViews(ctx);

  app.patch(
    '/v2/users/self/subscriptions/:id',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'Renewal on/off, or the period of the next renewal',
          auth: 'user',
          parentalApproval: `${PAY_APPROVAL}; only to turn renewal on or change the period (each commits the next periods’ money)`,
          params: idParams,
          body: patchBody,
          response: { 200: currentSubscriptionSchema },
        },
      },
    },
    async (request) => {
      const { user, views } = await withViews(request);
      const { id } = parseOrThrow(idParams, request.params, 'path');
      const body = parseOrThrow(patchBody, request.body, 'body');
      // Turning renewal on or choosing the next period commits money; turning it off spends none.
      if (body.renew === true || body.period !== undefined)
        await requirePayApproval(request, ctx, await requireSession(request, ctx.sessions));
      const view = views.find((v) => v.subscription?.id === id);
      if (!view?.subscription) throw notFound(`Subscription ${id} not found`);
      const actions = packetJson(view).actions;
      if (body.renew === false && !actions.can_disable_renew && !actions.can_unsubscribe) {
        throw permissionDenied(`Renewal of ${view.packet.name} cannot be stopped`);
      }
      if (body.renew === true && !actions.can_enable_renew && !view.subscription.renew) {
        throw permissionDenied(`Renewal of ${view.packet.name} cannot be started`);
      }
      if (body.period !== undefined) {
        if (!actions.can_change_period)
          throw permissionDenied(`The period of ${view.packet.name} cannot be changed`);
        if (priceFor(view.packet, body.period) === undefined) {
          throw new ApiError(400, 'invalid_request', `${view.packet.name} has no ${body.period}-day period`, {
            field: 'period',
          });
        }
      }
      const subscription = await subscriptions.update(user.id, id, {
        ...(body.renew === undefined ? {} : { renew: body.renew }),
        ...(body.period === undefined ? {} : { nextPeriodDays: body.period }),
      });
      return currentSubscriptionJson({ ...view, subscription }, await purchasesOf(user.id));
    },
  );

  app.delete(
    '/v2/users/self/subscriptions/:id',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'Close a current subscription now; unused whole days are refunded',
          idempotent: true,
          auth: 'user',
          params: idParams,
          response: { 200: refundSchema },
        },
      },
    },
    async (request) => {
      const { user, views } = await withViews(request);
      const { id } = parseOrThrow(idParams, request.params, 'path');
      const view = views.find((v) => v.subscription?.id === id);
      if (view && !packetJson(view).actions.can_unsubscribe && view.subscription?.status === 'current') {
        throw permissionDenied(`${view.packet.name} cannot be unsubscribed`);
      }
      const { refunded } = await subscriptions.unsubscribe(user.id, id);
      return { id, refunded: money(refunded) };
    },
  );

  app.delete(
    '/v2/users/self/futures/:id',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'Cancel a future subscription; its price is refunded',
          idempotent: true,
          auth: 'user',
          params: idParams,
          response: { 200: refundSchema },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      const { id } = parseOrThrow(idParams, request.params, 'path');
      const { refunded } = await subscriptions.cancelFuture(user.id, id);
      return { id, refunded: money(refunded) };
    },
  );
}
