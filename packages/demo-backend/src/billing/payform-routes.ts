// The payforms (000 §7 Billing): top up the balance by QR, linked card, redirect page or phone. With a
// packet_id the packet is then bought from the balance once the money arrives (000 §8: 402 on a
// subscription → pay the missing amount); the app may instead retry the subscription itself.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { phone } from '../accounts/fields';
import type { SmsOutbox } from '../accounts/index';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { stores } from '../packets/access';
import { amountField } from './amount';
import { transactionJson, transactionSchema } from './billing-answers';
import { PAY_APPROVAL, requirePayer } from './pay-approval';
import { chargeCard, startPagePayment, startPhonePayment } from './payments';
import { paysystemSchema, paysystemsFor } from './paysystems';
import {
  accountParams,
  allowedReturnUrl,
  langField,
  ownAccount,
  pageLang,
  requireBuyer,
  returnUrlField,
} from './request';
import type { Transaction } from './transaction-store';

const spec = '000 §7 Billing';
const tag = 'billing';
const packetField = z.coerce.number().int().positive().optional();
const bodies = {
  qrcode_make_transaction: z.object({
    // Whichever paysystem the app names, the QR leads to the card page (demo_qr's payform).
    paysystem_shortname: z.enum(['demo_qr', 'demo_card']).default('demo_qr'),
    amount: amountField,
    packet_id: packetField,
    lang: langField,
  }),
  linkedcard: z.object({
    amount: amountField,
    card_id: z.coerce.number().int().positive(),
    packet_id: packetField,
  }),
  short_url: z.object({
    paysystem_shortname: z.enum(['demo_card', 'demo_qr']).default('demo_card'),
    amount: amountField,
    is_save_card: z.boolean().default(false),
    return_url: returnUrlField,
    packet_id: packetField,
    lang: langField,
  }),
  ext_billing_balance: z.object({
    paysystem_shortname: z.literal('demo_sms').default('demo_sms'),
    amount: amountField,
    packet_id: packetField,
    // The sign-in calls' phone rule (separators dropped, the provider's length), so a phone proved
    // with a code and the phone billed are written alike.
    phone,
    lang: langField,
  }),
} as const;
const versionQuery = z.object({ version: z.coerce.number().int().optional() });

export function registerPayformRoutes(app: FastifyInstance, ctx: ApiContext, sms: SmsOutbox): void {
  const { packets } = stores(ctx);

  function payform<K extends keyof typeof bodies>(
    endpoint: K,
    summary: string,
    start: (
      b: z.output<(typeof bodies)[K]>,
      base: { userId: number; kind: 'refill'; packetId: number | null },
      request: FastifyRequest,
    ) => Promise<Transaction>,
  ) {
    const body = bodies[endpoint];
    app.post(
      `/v2/users/self/accounts/:id/payforms/${endpoint}`,
      {
        config: {
          contract: {
            spec,
            tag,
            summary,
            idempotent: true,
            auth: 'user',
            parentalApproval: PAY_APPROVAL,
            params: accountParams,
            body,
            // A mobile payment's SMS is rationed per phone and account (429 sms_limit).
            ...(endpoint === 'ext_billing_balance' ? { errors: [429] } : {}),
            response: { 201: transactionSchema },
          },
        },
      },
      async (request, reply) => {
        const user = await requirePayer(request, ctx);
        const { id } = parseOrThrow(accountParams, request.params, 'path');
        const parsed = parseOrThrow(body, request.body, 'body') as z.output<(typeof bodies)[K]>;
        await ownAccount(ctx, user.id, id);
        const packetId = parsed.packet_id ?? null;
        if (packetId !== null && !(await packets.get(packetId)))
          throw notFound(`Packet ${packetId} not found`);
        const tx = await start(parsed, { userId: user.id, kind: 'refill', packetId }, request);
        reply.code(201);
        return transactionJson(tx, originOf(request, ctx.publicOrigin));
      },
    );
  }

  payform(
    'qrcode_make_transaction',
    'Top up by QR: the code (qrcode_ur) opens the payment page on a phone',
    (b, base, request) =>
      startPagePayment(ctx, {
        ...base,
        amount: b.amount,
        paysystem: 'demo_qr',
        lang: pageLang(request, b.lang),
      }),
  );
  payform('linkedcard', 'Top up from a linked card (settles a moment later)', (b, base) =>
    chargeCard(ctx, { ...base, amount: b.amount, cardId: b.card_id }),
  );
  payform(
    'short_url',
    'Top up on the hosted payment page (full_url), back to return_url',
    (b, base, request) =>
      startPagePayment(ctx, {
        ...base,
        amount: b.amount,
        paysystem: b.paysystem_shortname,
        returnUrl: allowedReturnUrl(ctx, b.return_url),
        saveCard: b.is_save_card,
        lang: pageLang(request, b.lang),
      }),
  );
  payform('ext_billing_balance', 'Top up from a mobile account: a link and code by SMS', (b, base, request) =>
    startPhonePayment(ctx, sms, originOf(request, ctx.publicOrigin), {
      ...base,
      amount: b.amount,
      phone: b.phone.replace(/^\+/, ''),
      lang: pageLang(request, b.lang),
    }),
  );

  for (const path of ['/v2/users/self/payforms', '/v2/users/self/accounts/:id/payforms']) {
    app.get(
      path,
      {
        config: {
          contract: {
            spec,
            tag,
            summary: 'The paysystems and their payforms (none for an unknown version)',
            auth: 'user',
            ...(path.includes(':id') ? { params: accountParams } : {}),
            query: versionQuery,
            response: { 200: z.array(paysystemSchema) },
          },
        },
      },
      async (request) => {
        const user = await requireBuyer(request, ctx);
        if (path.includes(':id'))
          await ownAccount(ctx, user.id, parseOrThrow(accountParams, request.params, 'path').id);
        return paysystemsFor(parseOrThrow(versionQuery, request.query, 'query').version);
      },
    );
  }
}
