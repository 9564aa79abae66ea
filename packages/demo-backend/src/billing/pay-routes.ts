// The demo provider's hosted payment page (/demo-pay/{transaction}): served by the API origin like a
// payment provider's page, found by the transaction's unguessable id, no session needed. Submitting
// twice is harmless: a form for a transaction that has moved on just shows where it is.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { backUrl, cardForm, codeForm, resultPage } from './pay-page';
import { PAY_PAGE_CSS } from './pay-page-style';
import type { PageLang } from './pay-page-texts';
import { MAX_CODE_ATTEMPTS, outcomeFor, SETTLE_AFTER_MS } from './policy';
import type { Settlement } from './settlement';
import { CONFIRMATION_CODE, checkCard } from './test-cards';
import type { Transaction, TransactionStore } from './transaction-store';
import { payPageUrl } from './wire';

const params = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/, 'a transaction id') });
const langQuery = z.object({ lang: z.enum(['ru', 'en']).optional() });
const html = (summary: string, extra = {}) => ({
  config: {
    contract: {
      spec: 'demo payment provider',
      tag: 'billing',
      summary,
      auth: 'none' as const,
      demo: true,
      params,
      query: langQuery,
      produces: 'text/html',
      ...extra,
    },
  },
});

function csp(tx?: Transaction): string {
  // form-action also governs the redirect after a submit, so the app's return origin is allowed.
  const back = tx?.returnUrl ? ` ${new URL(tx.returnUrl).origin}` : '';
  return `default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'${back}; base-uri 'none'; frame-ancestors *`;
}

const formOf = (body: unknown) =>
  new URLSearchParams(Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : '');

export function registerPayPageRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  settlement: Settlement,
  store: TransactionStore,
) {
  const show = (reply: FastifyReply, tx: Transaction | undefined, body: string, status = 200) =>
    reply
      .code(status)
      .header('content-security-policy', csp(tx))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  async function load(request: FastifyRequest) {
    const { id } = parseOrThrow(params, request.params, 'path');
    const lang: PageLang = parseOrThrow(langQuery, request.query, 'query').lang ?? (await store.get(id)).lang;
    return { tx: await settlement.current(id), lang };
  }

  function view(tx: Transaction, lang: PageLang): string {
    if (tx.state === 'awaiting_payer')
      return tx.paysystem === 'demo_sms' ? codeForm(tx, lang) : cardForm(tx, lang);
    if (tx.state === 'confirming') return codeForm(tx, lang);
    return resultPage(tx, lang);
  }

  /** After a change: back to the app when the payment was accepted or failed, else to the page. */
  const after = (reply: FastifyReply, tx: Transaction, lang: PageLang) => {
    const back =
      tx.state === 'processing' || tx.state === 'error' ? backUrl(tx, tx.state === 'processing') : undefined;
    return reply
      .header('content-security-policy', csp(tx))
      .redirect(back ?? `/demo-pay/${tx.id}?lang=${lang}`, 303);
  };

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

  app.post('/demo-pay/:id', html('Pay with a test card'), async (request, reply) => {
    const { tx, lang } = await load(request);
    if (tx.state !== 'awaiting_payer' || tx.paysystem === 'demo_sms') return after(reply, tx, lang);
    const form = formOf(request.body);
    const values = {
      number: form.get('number') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
    };
    const { problems, card } = checkCard(values, ctx.now());
    if (!card) return show(reply, tx, cardForm(tx, lang, problems, { ...values, cvc: '' }), 422);
    const pendingCard = { last4: card.last4, behaviour: card.behaviour };
    let moved: Transaction | undefined;
    if (card.behaviour === 'confirms') {
      moved = await store.move(
        ctx.db,
        tx.id,
        'awaiting_payer',
        'confirming',
        { pendingCard },
        '3-D Secure code asked',
      );
    } else if (outcomeFor(card.behaviour, tx) === 'no_funds') {
      // Declined on the page, as a provider does: the payer sees why at once; the app's poll sees error.
      moved = await store.move(ctx.db, tx.id, 'awaiting_payer', 'error', {
        pendingCard,
        reason: 'insufficient_funds',
      });
    } else {
      moved = await store.move(
        ctx.db,
        tx.id,
        'awaiting_payer',
        'processing',
        { pendingCard, outcome: 'pays', settleAt: ctx.now() + SETTLE_AFTER_MS },
        `card ${card.last4}`,
      );
    }
    return after(reply, moved ?? (await store.get(tx.id)), lang);
  });

  app.post('/demo-pay/:id/code', html('Confirm with the 3-D Secure or SMS code'), async (request, reply) => {
    const { tx, lang } = await load(request);
    const sms = tx.state === 'awaiting_payer' && tx.paysystem === 'demo_sms';
    if (tx.state !== 'confirming' && !sms) return after(reply, tx, lang);
    const code = (formOf(request.body).get('code') ?? '').trim();
    if (code === (sms ? tx.smsCode : CONFIRMATION_CODE)) {
      const moved = await store.move(
        ctx.db,
        tx.id,
        tx.state,
        'processing',
        { outcome: 'pays', settleAt: ctx.now() + SETTLE_AFTER_MS },
        'code confirmed',
      );
      return after(reply, moved ?? (await store.get(tx.id)), lang);
    }
    const attempts = await store.countWrongCode(tx.id);
    if (attempts >= MAX_CODE_ATTEMPTS) {
      const failed = await store.move(
        ctx.db,
        tx.id,
        tx.state,
        'error',
        { reason: 'declined' },
        'too many wrong codes',
      );
      return after(reply, failed ?? (await store.get(tx.id)), lang);
    }
    return show(reply, tx, codeForm({ ...tx, attempts }, lang, true), 422);
  });

  app.post('/demo-pay/:id/cancel', html('Cancel the payment and return'), async (request, reply) => {
    const { tx, lang } = await load(request);
    if (tx.state !== 'awaiting_payer' && tx.state !== 'confirming') return after(reply, tx, lang);
    const moved = await store.move(ctx.db, tx.id, tx.state, 'error', { reason: 'cancelled' });
    return after(reply, moved ?? (await store.get(tx.id)), lang);
  });
}
