/**
 * What the payment modals do (000 §4 Buy process money branch, card confirm, offer process, 000 §2
 * payment modals), apart from React: usePayMoney keeps the state and hands these functions the current
 * values through `get`, so their identity is stable and a started call always sees the latest dialog.
 * A payment for an offer uses the same screens; pay-calls.ts picks the offer's own transaction for it.
 */
import { ApiError } from '../api/errors';
import type { PacketEndpoints } from '../packets/endpoints';
import { isApprovalRequired } from '../parental/change-with-approval';
import type { BillingEndpoints } from './endpoints';
import { type MoneyPurpose, moneyCall, type OfferRef, type PayHow } from './pay-calls';
import {
  cardConfirm,
  choosePaysystem,
  moneyRoute,
  offerPayform,
  offerRoute,
  type PayRoute,
  type RequestedPaysystem,
} from './pay-route';
import { announcePending } from './payment-events';
import { browserStore, type PaymentSource, writePending } from './pending-payment';
import {
  type Card,
  type PaymentStart,
  type Paysystem,
  payformOf,
  paysystemShortname,
  transactionOf,
} from './schemas';

export interface PayPurpose extends MoneyPurpose {
  source: PaymentSource;
  playPath: string | null;
  /** Where the provider's page sends the viewer back (purchased=true is added). */
  returnPath: string;
  /** What is being bought, for the dialogs (a packet's or a film's name). */
  name?: string | null;
  /** 000 §4 Offer process: the paysystem the caller asked for (a partner link's ?paysystem=). */
  paysystem?: RequestedPaysystem | null;
}

export type PayDialog =
  | { kind: 'methods'; purpose: PayPurpose; paysystems: Paysystem[]; cards: Card[] }
  | { kind: 'card'; purpose: PayPurpose; card: Card; paysystem: Paysystem | null }
  | { kind: 'redirect'; purpose: PayPurpose; paysystem: Paysystem | null }
  | {
      kind: 'qr';
      purpose: PayPurpose;
      qrUrl: string | null;
      pageUrl: string | null;
      transactionId: string | null;
    }
  | {
      kind: 'phone';
      purpose: PayPurpose;
      paysystem: Paysystem;
      transactionId: string | null;
      /** phone_sms: the account's own phone pays once the viewer confirms (000 §4 Buy process). */
      confirmOnly?: boolean;
    }
  | { kind: 'info'; purpose: PayPurpose; paysystem: Paysystem }
  | { kind: 'no_funds'; purpose: PayPurpose; reason: string }
  /** Offer process: the balance covers it; confirming buys it from the balance. */
  | { kind: 'offer_confirm'; purpose: PayPurpose; paysystems: Paysystem[]; cards: Card[] }
  /** Offer process, provider_account: the operator's message; confirming creates the transaction. */
  | { kind: 'provider_account'; purpose: PayPurpose; paysystem: Paysystem }
  /** Bought from the balance: nothing to wait for. */
  | { kind: 'bought'; purpose: PayPurpose };

export function returnUrlOf(path: string): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('purchased', 'true');
  return url.toString();
}

export interface PayContext {
  apis: { billing: BillingEndpoints; packets: PacketEndpoints } | null;
  owner: string;
  language: string;
  dialog: PayDialog | null;
}

export interface PayState {
  get(): PayContext;
  open(dialog: PayDialog | null): void;
  setBusy(busy: boolean): void;
  setError(error: string | null): void;
  /** One money call at a time: a second press while one runs does nothing. */
  inFlight: { current: boolean };
  /** Bought without a transaction (from the balance): reload what it changed, play what was wanted. */
  bought(purpose: PayPurpose): void;
}

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** The server bills only a phone the viewer proved with a code (issue 35): it says so with this code. */
const isUnconfirmedPhone = (failure: unknown) =>
  failure instanceof ApiError && failure.errorCode === 'phone_not_confirmed';

/** How a phone payment request ended: the SMS went, the phone must be proved first, or it failed. */
export type PhonePayResult = 'sent' | 'unconfirmed' | 'failed';

export function createPayActions(s: PayState) {
  /**
   * Runs one money call; records its transaction before anything else happens. `handled` may take a
   * refusal the caller shows its own way (it returns true), instead of the dialog's error line.
   */
  async function start(purpose: PayPurpose, how: PayHow, handled?: (failure: unknown) => boolean) {
    const { apis, owner } = s.get();
    if (!apis || s.inFlight.current) return null;
    const call: (accountId: number) => Promise<PaymentStart> = moneyCall(apis.billing, purpose, how);
    s.inFlight.current = true;
    s.setBusy(true);
    s.setError(null);
    try {
      const [account] = await apis.packets.accounts();
      if (!account) throw new Error('no billing account');
      const started = transactionOf(await call(account.id));
      const { source, packetId, playPath } = purpose;
      const record = { transactionId: started.transactionId, source, packetId, playPath, owner };
      writePending(browserStore(), { ...record, startedAt: Date.now() });
      return started;
    } catch (failure) {
      if (handled?.(failure) || isApprovalRequired(failure)) return null;
      // 000 §8: a card charge refused for its money (400/402) is the no-funds modal (for an offer paid by
      // a linked card, the 400); others say why.
      const refused = failure instanceof ApiError && (failure.status === 400 || failure.status === 402);
      if (refused && s.get().dialog?.kind === 'card') {
        s.open({ kind: 'no_funds', purpose, reason: failure.message });
      } else s.setError(messageOf(failure));
      return null;
    } finally {
      s.inFlight.current = false;
      s.setBusy(false);
    }
  }

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
    /**
     * 000 §4 Offer process: creates the offer ('No purchases!' / 'No paysystems!' when it has none); the
     * balance covering it asks to confirm, otherwise the offer's paysystem decides the screen.
     */
    async buyOffer(purpose: PayPurpose, request: Omit<OfferRef, 'offerId'>) {
      const { apis } = s.get();
      if (!apis || s.inFlight.current) return;
      s.inFlight.current = true;
      s.setBusy(true);
      try {
        const [offer, cards] = await Promise.all([apis.billing.createOffer(request), apis.billing.cards()]);
        const [purchase] = offer.purchases ?? [];
        if (!purchase) throw new Error('No purchases!');
        const paysystems = offer.paysystems ?? [];
        if (paysystems.length === 0) throw new Error('No paysystems!');
        const paid: PayPurpose = {
          ...purpose,
          amount: Number(purchase.amount ?? 0),
          offer: {
            ...request,
            offerId: offer.offer_id,
            libraryId: offer.library_id ?? request.libraryId,
            entityLicenseId: offer.entity_license_id ?? request.entityLicenseId,
          },
        };
        if (purchase.is_have_money_on_balance === true)
          return s.open({ kind: 'offer_confirm', purpose: paid, paysystems, cards });
        chooseWay(paid, paysystems, cards);
      } finally {
        s.inFlight.current = false;
        s.setBusy(false);
      }
    },
    /** The offer confirmed: bought from the balance; a 402 (the balance moved) pays the offer instead. */
    async confirmOffer() {
      const { dialog, apis } = s.get();
      if (dialog?.kind !== 'offer_confirm' || !dialog.purpose.offer || !apis || s.inFlight.current) return;
      s.inFlight.current = true;
      s.setBusy(true);
      try {
        const [account] = await apis.packets.accounts();
        if (!account) throw new Error('no billing account');
        await apis.billing.purchase(dialog.purpose.offer, account.id);
        s.open({ kind: 'bought', purpose: dialog.purpose });
        s.bought(dialog.purpose);
      } catch (failure) {
        // 000 §8: 402 on a purchase retries with the offer transaction.
        if (failure instanceof ApiError && failure.status === 402)
          chooseWay(dialog.purpose, dialog.paysystems, dialog.cards);
        else if (!isApprovalRequired(failure)) s.setError(messageOf(failure));
      } finally {
        s.inFlight.current = false;
        s.setBusy(false);
      }
    },
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
