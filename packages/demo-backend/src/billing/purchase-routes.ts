// Purchases from the balance (000 §7 POST/PATCH/DELETE purchases): 402 insufficient_balance when it is
// short (000 §8: the app then pays the offer with a transaction). A packet purchase is its subscription;
// a content purchase is for good.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { badRequest, permissionDenied } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { stores } from '../packets/access';
import { money } from '../packets/accounts';
import { purchaseRecordJson, purchaseRecordSchema } from './billing-answers';
import { PAY_APPROVAL, requirePayApproval, requirePayer } from './pay-approval';
import { resolvePurchaseType } from './purchase-types';
import { buy, purchaseRecord } from './purchases';
import { ownAccount, requireBuyer, requireBuyerSession } from './request';

const spec = '000 §7 Billing';
const tag = 'billing';
const buyBody = z.object({
  purchase_type_id: z.coerce.number().int().positive(),
  account_id: z.coerce.number().int().positive().optional(),
  library_id: z.coerce.number().int().nullable().optional(),
  entity_license_id: z.coerce.number().int().nullable().optional(),
});
const patchBody = z.object({ renew: z.boolean() });
const params = z.object({ id: z.coerce.number().int().positive() });

export function registerPurchaseRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { subscriptions } = stores(ctx);

  app.post(
    '/v2/users/self/purchases',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Buy a purchase type from the balance (402 when it is short)',
          idempotent: true,
          auth: 'user',
          parentalApproval: PAY_APPROVAL,
          body: buyBody,
          errors: [402],
          response: { 201: purchaseRecordSchema },
        },
      },
    },
    async (request, reply) => {
      const user = await requirePayer(request, ctx);
      const body = parseOrThrow(buyBody, request.body, 'body');
      await ownAccount(ctx, user.id, body.account_id);
      const record = await buy(ctx, user.id, await resolvePurchaseType(ctx, body.purchase_type_id));
      reply.code(201);
      return purchaseRecordJson(record);
    },
  );

  app.patch(
    '/v2/users/self/purchases/:id',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Renewal off, or on again (an ended purchase is bought again: 402 when short)',
          idempotent: true,
          auth: 'user',
          parentalApproval: `${PAY_APPROVAL}; only to turn renewal on (it commits the next periods’ money)`,
          params,
          body: patchBody,
          errors: [402],
          response: { 200: purchaseRecordSchema },
        },
      },
    },
    async (request) => {
      const session = await requireBuyerSession(request, ctx);
      const { user } = session;
      const { id } = parseOrThrow(params, request.params, 'path');
      const { renew } = parseOrThrow(patchBody, request.body, 'body');
      // Renewal on buys an ended purchase now, or commits the next periods' money; off spends nothing.
      if (renew) await requirePayApproval(request, ctx, session);
      const record = await purchaseRecord(ctx, user.id, id);
      if (record.subscriptionId === null) throw badRequest('renew', 'A bought content does not renew');
      if (record.status !== 'closed') {
        await subscriptions.update(user.id, record.subscriptionId, { renew });
        return purchaseRecordJson(await purchaseRecord(ctx, user.id, id));
      }
      if (!renew) return purchaseRecordJson(record);
      // "A purchase re-enable sets status active" (000 §4): an ended one is bought again.
      return purchaseRecordJson(
        await buy(ctx, user.id, await resolvePurchaseType(ctx, record.purchaseTypeId)),
      );
    },
  );

  app.delete(
    '/v2/users/self/purchases/:id',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'End a packet purchase now (unused whole days refunded)',
          idempotent: true,
          auth: 'user',
          params,
          response: { 200: z.object({ id: z.number(), refunded: z.string() }) },
        },
      },
    },
    async (request) => {
      const user = await requireBuyer(request, ctx);
      const { id } = parseOrThrow(params, request.params, 'path');
      const record = await purchaseRecord(ctx, user.id, id);
      if (record.subscriptionId === null) throw permissionDenied('A bought content cannot be returned');
      if (record.status === 'closed') return { id, refunded: money(0) };
      const subscription = await subscriptions.mine(user.id, record.subscriptionId);
      const { refunded } =
        subscription.status === 'future'
          ? await subscriptions.cancelFuture(user.id, subscription.id)
          : await subscriptions.unsubscribe(user.id, subscription.id);
      return { id, refunded: money(refunded) };
    },
  );
}
