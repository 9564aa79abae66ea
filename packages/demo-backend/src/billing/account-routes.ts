// The viewer's money and cards (000 §7 Billing): balance, linked cards (link on the hosted page,
// remove) and a transaction's state, which the app polls while a payment settles.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { money } from '../packets/accounts';
import { amountField } from './amount';
import {
  balanceSchema,
  cardJson,
  cardSchema,
  transactionJson,
  transactionSchema,
  transactionWithHistorySchema,
} from './billing-answers';
import { cardsOf, removeCard } from './cards';
import { PAY_APPROVAL, requirePayer } from './pay-approval';
import { startPagePayment } from './payments';
import { allowedReturnUrl, langField, ownAccount, pageLang, requireBuyer, returnUrlField } from './request';
import type { Settlement } from './settlement';

const spec = '000 §7 Billing';
const tag = 'billing';
const linkBody = z.object({
  paysystem_shortname: z.literal('demo_card').default('demo_card'),
  account_id: z.coerce.number().int().positive().optional(),
  amount: amountField.default(100),
  needed_refund: z.boolean().default(true),
  return_url: returnUrlField.optional(),
  lang: langField,
});
const cardParams = z.object({ id: z.coerce.number().int().positive() });
const txParams = z.object({ id: z.string().min(1).max(64) });

export function registerAccountRoutes(app: FastifyInstance, ctx: ApiContext, settlement: Settlement): void {
  app.get(
    '/v2/users/self/balance',
    {
      config: {
        contract: { spec, tag, summary: 'The balance', auth: 'user', response: { 200: balanceSchema } },
      },
    },
    async (request) => {
      const user = await requireBuyer(request, ctx);
      await settlement.settleDue();
      const account = await ownAccount(ctx, user.id, undefined);
      return {
        account_id: account.id,
        balance: money(account.balance),
        amount: money(account.balance),
        currency: 'RUB',
      };
    },
  );

  app.get(
    '/v2/users/self/cards',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Linked cards, the primary first',
          auth: 'user',
          response: { 200: z.array(cardSchema) },
        },
      },
    },
    async (request) => {
      const user = await requireBuyer(request, ctx);
      await settlement.settleDue();
      return (await cardsOf(ctx.db, user.id)).map(cardJson);
    },
  );

  app.post(
    '/v2/users/self/cards',
    {
      config: {
        contract: {
          spec,
          tag,
          summary:
            'Link a card: a hosted payment page (full_url) and its transaction; a refunded check by default',
          idempotent: true,
          auth: 'user',
          parentalApproval: PAY_APPROVAL,
          body: linkBody,
          response: { 201: z.object({ full_url: z.string(), transaction: transactionSchema }) },
        },
      },
    },
    async (request, reply) => {
      // 000 §6: linking a card requires the check (its check amount is charged).
      const user = await requirePayer(request, ctx);
      const body = parseOrThrow(linkBody, request.body, 'body');
      await ownAccount(ctx, user.id, body.account_id);
      const tx = await startPagePayment(ctx, {
        userId: user.id,
        kind: 'card_link',
        amount: body.amount,
        paysystem: 'demo_card',
        neededRefund: body.needed_refund,
        returnUrl: allowedReturnUrl(ctx, body.return_url),
        lang: pageLang(request, body.lang),
      });
      const json = transactionJson(tx, originOf(request, ctx.publicOrigin));
      reply.code(201);
      return { full_url: json.full_url ?? '', transaction: json };
    },
  );

  app.delete(
    '/v2/users/self/cards/:id',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Remove a linked card (the next one becomes primary)',
          auth: 'user',
          params: cardParams,
          response: { 200: z.object({ id: z.number() }) },
        },
      },
    },
    async (request) => {
      const user = await requireBuyer(request, ctx);
      const { id } = parseOrThrow(cardParams, request.params, 'path');
      await removeCard(ctx.db, user.id, id);
      return { id };
    },
  );

  app.get(
    '/v2/users/self/transactions/:id',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'A transaction: pending until the provider settles it, then complete or error',
          auth: 'user',
          params: txParams,
          response: { 200: transactionWithHistorySchema },
        },
      },
    },
    async (request) => {
      const user = await requireBuyer(request, ctx);
      const { id } = parseOrThrow(txParams, request.params, 'path');
      const tx = await settlement.current(id, user.id);
      return {
        ...transactionJson(tx, originOf(request, ctx.publicOrigin)),
        history: await settlement.history(tx.id),
      };
    },
  );
}
