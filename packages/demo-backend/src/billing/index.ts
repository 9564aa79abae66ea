// Billing (issue 18): balance, cards, payforms, offers, purchases and the demo payment provider with
// its hosted page. Payments settle by the injected clock whenever they are read, and a ticker settles
// the rest so a payment nobody polls still completes (README.md has every shape).
import type { FastifyInstance } from 'fastify';
import type { SmsOutbox } from '../accounts/index';
import type { ApiContext } from '../context';
import { registerAccountRoutes } from './account-routes';
import { registerOfferRoutes } from './offer-routes';
import { registerPayPageRoutes } from './pay-routes';
import { registerPayformRoutes } from './payform-routes';
import { startPagePayment } from './payments';
import { registerPurchaseRoutes } from './purchase-routes';
import { Settlement } from './settlement';
import { TransactionStore } from './transaction-store';

export { primaryCardOf as primaryCard } from './cards';
export { purchasedContentIds } from './owned-contents';
export { chargeCard, startPagePayment } from './payments';
export type { Transaction } from './transaction-store';
export { transactionJson } from './wire';

/** For the promo wizard's server side: a card link on the hosted page (README "For PROMO"). */
export const linkCard = (
  ctx: Pick<ApiContext, 'db' | 'now'>,
  p: { userId: number; amount: number; neededRefund: boolean; returnUrl?: string | null; lang?: 'ru' | 'en' },
) => startPagePayment(ctx, { ...p, kind: 'card_link', paysystem: 'demo_card' });

/** A transaction as it stands, settled first when due; 404 when it is not `userId`'s. */
export const transactionById = (
  ctx: Pick<ApiContext, 'db' | 'now' | 'catalogue'>,
  id: string,
  userId?: number,
) => new Settlement(ctx, new TransactionStore(ctx.db, ctx.now)).current(id, userId);

/** How often the ticker looks for payments due to settle. */
const TICK_MS = 500;

export function registerBillingRoutes(app: FastifyInstance, ctx: ApiContext, sms: SmsOutbox): void {
  const transactions = new TransactionStore(ctx.db, ctx.now);
  const settlement = new Settlement(ctx, transactions);
  registerAccountRoutes(app, ctx, settlement);
  registerPayformRoutes(app, ctx, sms);
  registerOfferRoutes(app, ctx, sms);
  registerPurchaseRoutes(app, ctx);
  registerPayPageRoutes(app, ctx, settlement, transactions);

  // Any of the viewer's calls (a subscription retried after a top-up, a purchase) sees payments that
  // are due as settled, whether or not the app polled them.
  app.addHook('preHandler', async (request) => {
    if (request.url.startsWith('/v2/users/self/')) await settlement.settleDue();
  });

  const stop = new AbortController();
  let running = false;
  const timer = setInterval(() => {
    if (running || stop.signal.aborted) return;
    running = true;
    settlement
      .settleDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'billing settlement failed'))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  stop.signal.addEventListener('abort', () => clearInterval(timer), { once: true });
  app.addHook('onClose', async () => stop.abort());
}
