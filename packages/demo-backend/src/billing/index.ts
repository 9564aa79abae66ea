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
import { registerPurchaseRoutes } from './purchase-routes';
import { Settlement } from './settlement';
import { TransactionStore } from './transaction-store';

export { primaryCardOf as primaryCard } from './cards';

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
