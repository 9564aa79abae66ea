// The viewer's subscriptions (000 §7 Packets): current and futures, subscribe, renew on/off and
// period change, unsubscribe, cancel a future; and the billing account they debit (000 §7 Billing).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { ApiError, notFound, permissionDenied } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { requireUser } from '../session/auth';
import { stores } from './access';
import { accountOf, money } from './accounts';
import { refuseForeignSale, refuseOtherProvider } from './sale-countries';
import { priceFor } from './subscription-store';
import { packetViews } from './views';
import {
  currentSubscriptionJson,
  currentSubscriptionSchema,
  type PacketView,
  packetJson,
  type SubscriptionPurchase,
} from './wire';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const subscribeBody = z.object({
  packet_id: z.coerce.number().int().positive(),
  period: z.coerce.number().int().positive().optional(),
});
const patchBody = z
  .object({ renew: z.boolean().optional(), period: z.coerce.number().int().positive().optional() })
  .refine((b) => b.renew !== undefined || b.period !== undefined, { message: 'send renew or period' });
const accountSchema = z.object({
  id: z.number(),
  balance: z.string(),
  amount: z.string(),
  currency: z.string(),
  is_payment_allowed: z.boolean(),
});
const refundSchema = z.object({ id: z.number(), refunded: z.string() });

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const spec = '000 §7 Packets';
  const { packets, subscriptions } = stores(ctx);

  /** The viewer's open offer purchases, by the subscription they opened (000 §4 Subscription). */
  async function purchasesOf(userId: number): Promise<SubscriptionPurchase[]> {
    const rows = await ctx.db.query(
      `SELECT id, purchase_type_id, amount, subscription_id FROM billing_purchases
        WHERE user_id = $1 AND subscription_id IS NOT NULL AND status = 'active' ORDER BY id`,
      [userId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      purchase_type_id: Number(r.purchase_type_id),
      amount: money(Number(r.amount)),
      subscription_id: Number(r.subscription_id),
    }));
  }
  async function listed(request: FastifyRequest, status: 'current' | 'future') {
    const { user, views } = await withViews(request);
    const purchases = await purchasesOf(user.id);
    return opened(views, status).map((view) => currentSubscriptionJson(view, purchases));
  }

  async function withViews(request: FastifyRequest) {
    const user = await requireUser(request, ctx.sessions);
    const views = await packetViews(ctx, user.id, originOf(request, ctx.publicOrigin));
    return { user, views };
  }
  const opened = (views: PacketView[], status: 'current' | 'future') =>
    views.filter(
      (v): v is PacketView & { subscription: NonNullable<PacketView['subscription']> } =>
        v.subscription?.status === status,
    );

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
          body: subscribeBody,
          response: { 201: currentSubscriptionSchema },
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx.sessions);
      const body = parseOrThrow(subscribeBody, request.body, 'body');
      if (user.is_guest) throw permissionDenied('Sign in to subscribe to packets');
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

  app.patch(
    '/v2/users/self/subscriptions/:id',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'Renewal on/off, or the period of the next renewal',
          auth: 'user',
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

  app.get(
    '/v2/users/self/accounts',
    {
      config: {
        contract: {
          spec: '000 §7 Billing',
          tag: 'billing',
          summary: 'The viewer’s billing account and balance',
          auth: 'session',
          response: { 200: z.array(accountSchema) },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      if (user.is_guest) return [];
      const account = await accountOf(ctx.db, user.id);
      const balance = money(account.balance);
      return [
        {
          id: account.id,
          balance,
          amount: balance,
          currency: 'RUB',
          is_payment_allowed: account.isPaymentAllowed,
        },
      ];
    },
  );
}
