/**
 * What the payment modals do (000 §4 Buy process money branch, card confirm, offer process, 000 §2
 * payment modals), apart from React: usePayMoney keeps the state and hands these functions the current
 * values through `get`, so their identity is stable and a started call always sees the latest dialog.
 * A payment for an offer uses the same screens; pay-calls.ts picks the offer's own transaction for it.
 * The dialogs' shapes are pay-dialog.ts, a money call pay-start.ts, the screen a paysystem leads to
 * pay-way.ts, the offer process pay-offer-actions.ts.
 */

import { type PayPurpose, type PayState, type PhonePayResult, returnUrlOf } from './pay-dialog';
import { createOfferActions } from './pay-offer-actions';
import { createStart, isUnconfirmedPhone } from './pay-start';
import { createPayWay } from './pay-way';
import { announcePending } from './payment-events';
import { type Paysystem, paysystemShortname } from './schemas';

export {
  type PayContext,
  type PayDialog,
  type PayPurpose,
  type PayState,
  type PhonePayResult,
  returnUrlOf,
} from './pay-dialog';

export function createPayActions(s: PayState) {
  const start = createStart(s);
  const way = createPayWay(s, start);
  const { chooseWay, routeTo } = way;

  return {
    /** Opens the screen for a purpose from the operator's paysystems and the viewer's cards. */
    async pay(purpose: PayPurpose) {
      const { apis } = s.get();
      if (!apis) return;
      const [cards, paysystems] = await Promise.all([
        apis.billing.cards(),
        apis.billing.payforms().catch(() => [] as Paysystem[]),
      ]);
      chooseWay(purpose, paysystems, cards);
    },
    ...createOfferActions(s, way),
    /** provider_account: the viewer agreed to the operator's message; the transaction is created. */
    async payFromAccount() {
      const { dialog } = s.get();
      if (dialog?.kind !== 'provider_account') return;
      const started = await start(dialog.purpose, {
        via: 'account',
        paysystem: paysystemShortname(dialog.paysystem),
      });
      if (!started) return;
      s.open(null);
      announcePending();
    },
    choose(paysystem: Paysystem) {
      const { dialog } = s.get();
      if (dialog?.kind === 'methods') routeTo(dialog.purpose, paysystem, dialog.cards);
    },
    /** The card modal's Pay: charged without leaving the app; the watcher reports the outcome. */
    async payWithCard() {
      const { dialog, apis } = s.get();
      if (dialog?.kind !== 'card' || !apis) return;
      const started = await start(dialog.purpose, { via: 'card', cardId: dialog.card.id });
      if (!started) return;
      s.open(null);
      announcePending();
    },
    /** Redirect pay: the provider's page for a new card, back with purchased=true. */
    async payOnPage() {
      const { dialog, apis, language } = s.get();
      if (!apis || !dialog || !['redirect', 'card', 'no_funds'].includes(dialog.kind)) return;
      const paysystem = 'paysystem' in dialog ? dialog.paysystem : null;
      const shortname = paysystem ? paysystemShortname(paysystem) : 'demo_card';
      const back = returnUrlOf(dialog.purpose.returnPath);
      const started = await start(dialog.purpose, {
        via: 'page',
        paysystem: shortname,
        returnUrl: back,
        lang: language,
      });
      if (!started) return;
      if (!started.fullUrl) return s.setError('The payment answer has no page to open');
      window.location.assign(started.fullUrl);
    },
    /**
     * Phone SMS pay: the SMS carries the link; the watcher polls meanwhile. 'unconfirmed': the server
     * bills only a phone the viewer proved, so the dialog proves this one first (usePhoneProof).
     */
    async payByPhone(phone: string): Promise<PhonePayResult> {
      const { dialog, apis } = s.get();
      if (dialog?.kind !== 'phone' || !apis) return 'failed';
      let unconfirmed = false;
      const how = { via: 'phone' as const, paysystem: paysystemShortname(dialog.paysystem), phone };
      const started = await start(dialog.purpose, how, (failure) => {
        unconfirmed = isUnconfirmedPhone(failure);
        return unconfirmed;
      });
      if (unconfirmed) return 'unconfirmed';
      if (!started) return 'failed';
      s.open({ ...dialog, transactionId: started.transactionId });
      announcePending();
      return 'sent';
    },
  };
}
