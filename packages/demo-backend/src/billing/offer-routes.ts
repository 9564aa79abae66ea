// The offer process (000 §4, §7 purchases_offer): create an offer for a purchase type, pay it with a
// transaction (hosted page, QR, phone, or a linked card — 400 insufficient_funds when that card has no
// money, 000 §8), and read it back. A completed offer transaction buys the purchase exactly once.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { phone } from '../accounts/fields';
import type { SmsOutbox } from '../accounts/index';
import type { ApiContext } from '../context';
import { ApiError, badRequest } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { refuseForeignSale } from '../packets/sale-countries';
import { transactionJson, transactionSchema } from './billing-answers';
import { createOffer, offerJson, offerSchema } from './offers';
import { PAY_APPROVAL, requirePayer } from './pay-approval';
import { chargeCard, chargeProviderAccount, startPagePayment, startPhonePayment } from './payments';
import { resolvePurchaseType } from './purchase-types';
import { allowedReturnUrl, langField, pageLang, requireBuyer, returnUrlField } from './request';
import type { Transaction } from './transaction-store';

const spec = '000 §7 Billing, §4 Offer process';
const tag = 'billing';
const offerBody = z.object({
  purchase_type_id: z.coerce.number().int().positive(),
  paysystem_version: z.coerce.number().int().optional(),
  offer_version: z.string().max(20).default('web300'),
  library_id: z.coerce.number().int().nullable().optional(),
  entity_license_id: z.coerce.number().int().nullable().optional(),
});
const transactionBody = z.object({
  offer_id: z.coerce.number().int().positive(),
  return_url: returnUrlField.optional(),
  paysystem_shortname: z
    .enum(['demo_card', 'demo_qr', 'demo_sms', 'demo_account', 'linkedcard'])
    .default('demo_card'),
  card_id: z.coerce.number().int().positive().optional(),
  phone: phone.optional(),
  lang: langField,
});
const offerParams = z.object({ id: z.coerce.number().int().positive() });

export function registerOfferRoutes(app: FastifyInstance, ctx: ApiContext, sms: SmsOutbox): void {
  const origin = (request: Parameters<typeof originOf>[0]) => originOf(request, ctx.publicOrigin);

  app.post(
    '/v2/users/self/purchases_offer',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'An offer for a purchase type: its price now, money on balance, paysystems',
          auth: 'user',
          body: offerBody,
          response: { 201: offerSchema },
        },
      },
    },
    async (request, reply) => {
      const user = await requireBuyer(request, ctx);
      const body = parseOrThrow(offerBody, request.body, 'body');
      const type = await resolvePurchaseType(ctx, body.purchase_type_id);
      if (type.kind === 'packet') refuseForeignSale(request.ip, type.packet.name);
      const { id } = await createOffer(ctx, user.id, {
        purchaseTypeId: body.purchase_type_id,
        offerVersion: body.offer_version,
        paysystemVersion: body.paysystem_version ?? null,
        libraryId: body.library_id ?? null,
        entityLicenseId: body.entity_license_id ?? null,
      });
      reply.code(201);
      return offerJson(ctx, user.id, id, origin(request));
    },
  );

  app.post(
    '/v2/users/self/purchases_offer/transaction',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Pay an offer; 400 insufficient_funds when the linked card has no money',
          idempotent: true,
          auth: 'user',
          parentalApproval: PAY_APPROVAL,
          body: transactionBody,
          errors: [429],
          response: { 201: transactionSchema },
        },
      },
    },
    async (request, reply) => {
      const user = await requirePayer(request, ctx);
      const body = parseOrThrow(transactionBody, request.body, 'body');
      const offer = await offerJson(ctx, user.id, body.offer_id, origin(request));
      const [purchase] = offer.purchases;
      if (!purchase)
        throw new ApiError(400, 'no_purchases', 'No purchases! The offer has nothing left to buy');
      const [row] = await ctx.db.query<{ amount: string }>(
        'SELECT amount FROM billing_offers WHERE id = $1',
        [body.offer_id],
      );
      const amount = Number(row?.amount ?? 0);
      if (amount <= 0)
        throw badRequest('offer_id', 'Nothing to pay: confirm the purchase with POST purchases');
      const base = {
        userId: user.id,
        kind: 'offer' as const,
        amount,
        offerId: body.offer_id,
        lang: pageLang(request, body.lang),
      };
      let tx: Transaction;
      if (body.card_id !== undefined || body.paysystem_shortname === 'linkedcard') {
        if (body.card_id === undefined) throw badRequest('card_id', 'Name the linked card to charge');
        tx = await chargeCard(ctx, { ...base, cardId: body.card_id, refuseNoFunds: true });
      } else if (body.paysystem_shortname === 'demo_account') {
        tx = await chargeProviderAccount(ctx, base);
      } else if (body.paysystem_shortname === 'demo_sms') {
        if (!body.phone) throw badRequest('phone', 'A phone number is needed to pay by phone');
        tx = await startPhonePayment(ctx, sms, origin(request), {
          ...base,
          phone: body.phone.replace(/^\+/, ''),
        });
      } else {
        tx = await startPagePayment(ctx, {
          ...base,
          paysystem: body.paysystem_shortname,
          returnUrl: allowedReturnUrl(ctx, body.return_url),
        });
      }
      reply.code(201);
      return transactionJson(tx, origin(request));
    },
  );

  app.get(
    '/v2/users/self/purchases_offer/:id',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'An offer with the payment made for it (transactionId, fullUrl, QrCodeUrl)',
          auth: 'user',
          params: offerParams,
          response: { 200: offerSchema },
        },
      },
    },
    async (request) => {
      const user = await requireBuyer(request, ctx);
      const { id } = parseOrThrow(offerParams, request.params, 'path');
      return offerJson(ctx, user.id, id, origin(request));
    },
  );
}
