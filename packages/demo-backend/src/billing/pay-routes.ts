// The demo provider's hosted payment page (/demo-pay/{transaction}): served by the API origin like a
// payment provider's page, found by the transaction's unguessable id, no session needed. This file
// shows it (and its QR code and stylesheet); pay-form-routes.ts takes what the payer submits.
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { ApiContext } from '../context';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { payPageUrl } from './billing-answers';
import { registerPayFormRoutes } from './pay-form-routes';
import { html, pagePlumbing, params } from './pay-http';
import { cardForm, codeForm, resultPage } from './pay-page';
import { PAY_PAGE_CSS } from './pay-page-style';
import type { PageLang } from './pay-page-texts';
import type { Settlement } from './settlement';
import type { Transaction, TransactionStore } from './transaction-store';

export function registerPayPageRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  settlement: Settlement,
  store: TransactionStore,
) {
  const { show, load } = pagePlumbing(settlement, store, ctx.appOrigins);

  function view(tx: Transaction, lang: PageLang): string {
    if (tx.state === 'awaiting_payer')
      return tx.paysystem === 'demo_sms' ? codeForm(tx, lang) : cardForm(tx, lang);
    if (tx.state === 'confirming') return codeForm(tx, lang);
    return resultPage(tx, lang);
  }

  app.get(
    '/demo-pay/assets/pay.css',
    {
      config: {
        contract: {
          spec: 'demo payment provider',
          tag: 'billing',
          summary: 'The payment page’s stylesheet',
          auth: 'none',
          demo: true,
          produces: 'text/css',
        },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=600').type('text/css; charset=utf-8').send(PAY_PAGE_CSS),
  );

  app.get(
    '/demo-pay/:id',
    html('The hosted payment page: card form, confirmation code, result'),
    async (request, reply) => {
      const { tx, lang } = await load(request);
      return show(reply, tx, view(tx, lang));
    },
  );

  app.get(
    '/demo-pay/:id/qr.svg',
    {
      config: {
        contract: {
          spec: 'demo payment provider',
          tag: 'billing',
          summary: 'A QR code of the payment page’s URL',
          auth: 'none',
          demo: true,
          params,
          produces: 'image/svg+xml',
        },
      },
    },
    async (request, reply) => {
      const { id } = parseOrThrow(params, request.params, 'path');
      const tx = await store.get(id);
      const url = payPageUrl(tx, originOf(request, ctx.publicOrigin)) ?? '';
      const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
    },
  );

  registerPayFormRoutes(app, ctx, settlement, store);
}
