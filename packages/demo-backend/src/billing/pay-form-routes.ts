// What the payer submits on the hosted page: a test card (pays, declined for no funds, or on to the
// 3-D Secure-like code), the code or the SMS code, or a cancel. Submitting twice is harmless: a form
// for a transaction that has moved on just redirects to where it is now.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { formOf, html, pagePlumbing } from './pay-http';
import { cardForm, codeForm } from './pay-page';
import { outcomeFor, SETTLE_AFTER_MS } from './policy';
import type { Settlement } from './settlement';
import { CONFIRMATION_CODE, checkCard } from './test-cards';
import type { Transaction, TransactionStore } from './transaction-store';

export function registerPayFormRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  settlement: Settlement,
  store: TransactionStore,
) {
  const { show, load, after } = pagePlumbing(settlement, store, ctx.appOrigins);

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
    // Counted before it is compared, under the payment's lock (TransactionStore.tryCode).
    const attempt = await store.tryCode(
      tx.id,
      tx.state,
      (counted) => code === (sms ? counted.smsCode : CONFIRMATION_CODE),
      { outcome: 'pays', settleAt: ctx.now() + SETTLE_AFTER_MS },
    );
    if (attempt.kind === 'wrong') return show(reply, attempt.tx, codeForm(attempt.tx, lang, true), 422);
    return after(reply, attempt.tx, lang);
  });

  app.post('/demo-pay/:id/cancel', html('Cancel the payment and return'), async (request, reply) => {
    const { tx, lang } = await load(request);
    if (tx.state !== 'awaiting_payer' && tx.state !== 'confirming') return after(reply, tx, lang);
    const moved = await store.move(ctx.db, tx.id, tx.state, 'error', { reason: 'cancelled' });
    return after(reply, moved ?? (await store.get(tx.id)), lang);
  });
}
