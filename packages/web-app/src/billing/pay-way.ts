/**
 * Which payment screen a paysystem leads to (000 §4 Buy process money branch, card confirm, offer
 * process; the routes in pay-route.ts), opened through the modals' state; a QR starts its payment at once.
 */

import type { PayPurpose, PayState } from './pay-dialog';
import {
  cardConfirm,
  choosePaysystem,
  moneyRoute,
  offerPayform,
  offerRoute,
  type PayRoute,
} from './pay-route';
import type { createStart } from './pay-start';
import { announcePending } from './payment-events';
import { type Card, type Paysystem, payformOf, paysystemShortname } from './schemas';

export function createPayWay(s: PayState, start: ReturnType<typeof createStart>) {
  /** The route for a paysystem: the buy process's money branch, or the offer process for an offer. */
  function routeOf(purpose: PayPurpose, paysystem: Paysystem | null, cards: Card[]): PayRoute {
    if (!paysystem) return cardConfirm(cards);
    const own = payformOf(paysystem);
    const shortname = purpose.offer
      ? offerPayform(
          own,
          (paysystem.payforms ?? []).map((f) => f.shortname),
          cards,
        )
      : own;
    const facts = { id: paysystem.id ?? null, name: paysystem.name ?? null, shortname };
    if (!purpose.offer) return moneyRoute(facts, cards);
    const route = offerRoute({ hasMoneyOnBalance: false, purchases: 1 }, facts, cards);
    // An offer transaction is the provider's page, or its QR for a QR paysystem.
    if (route.route === 'offer_transaction')
      return shortname.startsWith('qrcode') ? { route: 'qr' } : { route: 'redirect' };
    return route;
  }

  function routeTo(purpose: PayPurpose, paysystem: Paysystem | null, cards: Card[]) {
    const route = routeOf(purpose, paysystem, cards);
    const card = route.route === 'card_modal' ? cards.find((c) => c.id === route.cardId) : undefined;
    if (card) return s.open({ kind: 'card', purpose, card, paysystem });
    if (route.route === 'qr' && paysystem) return void startQr(purpose, paysystem);
    if ((route.route === 'phone' || route.route === 'phone_confirm') && paysystem) {
      const confirmOnly = route.route === 'phone_confirm';
      return s.open({ kind: 'phone', purpose, paysystem, transactionId: null, confirmOnly });
    }
    if (route.route === 'info' && paysystem) return s.open({ kind: 'info', purpose, paysystem });
    if (route.route === 'provider_account' && paysystem)
      return s.open({ kind: 'provider_account', purpose, paysystem });
    s.open({ kind: 'redirect', purpose, paysystem });
  }

  /**
   * Several ways to pay and no primary card: the viewer chooses; otherwise the first way is taken. An
   * offer paid with a requested paysystem takes the matching one, else the first, with no chooser
   * (000 §4 Offer process; docs/decisions.md says why an unrequested offer still asks).
   */
  function chooseWay(purpose: PayPurpose, paysystems: Paysystem[], cards: Card[]) {
    if (purpose.offer && purpose.paysystem && paysystems.length > 0) {
      const facts = paysystems.map((p) => ({
        id: p.id ?? null,
        name: p.name ?? null,
        shortname: payformOf(p),
        p,
      }));
      return routeTo(purpose, choosePaysystem(facts, purpose.paysystem).p, cards);
    }
    const primary = cards.find((c) => c.is_primary === true);
    if (!primary && paysystems.length > 1) return s.open({ kind: 'methods', purpose, paysystems, cards });
    routeTo(purpose, paysystems[0] ?? null, cards);
  }

  async function startQr(purpose: PayPurpose, paysystem: Paysystem) {
    s.open({ kind: 'qr', purpose, qrUrl: null, pageUrl: null, transactionId: null });
    const started = await start(purpose, { via: 'qr', paysystem: paysystemShortname(paysystem) });
    if (!started) return;
    const { transactionId, qrUrl, fullUrl } = started;
    s.open({ kind: 'qr', purpose, qrUrl, pageUrl: fullUrl, transactionId });
    announcePending();
  }

  return { chooseWay, routeTo };
}
export type PayWay = ReturnType<typeof createPayWay>;
