/**
 * What the payment modals do (000 §4 Buy process money branch, card confirm, 000 §2 payment modals),
 * apart from React: usePayMoney keeps the state and hands these functions the current values through
 * `get`, so their identity is stable and a started call always sees the latest dialog.
 */
import { ApiError } from '../api/errors';
import type { PacketEndpoints } from '../packets/endpoints';
import type { BillingEndpoints } from './endpoints';
import { moneyRoute } from './pay-route';
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

export interface PayPurpose {
  source: PaymentSource;
  /** Major units still needed. */
  amount: number;
  packetId: number | null;
  playPath: string | null;
  /** Where the provider's page sends the viewer back (purchased=true is added). */
  returnPath: string;
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
  | { kind: 'phone'; purpose: PayPurpose; paysystem: Paysystem; transactionId: string | null }
  | { kind: 'info'; purpose: PayPurpose; paysystem: Paysystem }
  | { kind: 'no_funds'; purpose: PayPurpose; reason: string };

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
}

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

export function createPayActions(s: PayState) {
  /** Runs one money call; records its transaction before anything else happens. */
  async function start(purpose: PayPurpose, call: (accountId: number) => Promise<PaymentStart>) {
    const { apis, owner } = s.get();
    if (!apis || s.inFlight.current) return null;
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
      // 000 §8: a card charge refused for its money (400/402) is the no-funds modal; others say why.
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

  function routeTo(purpose: PayPurpose, paysystem: Paysystem | null, cards: Card[]) {
    const facts = paysystem && {
      id: paysystem.id ?? null,
      name: paysystem.name ?? null,
      shortname: payformOf(paysystem),
    };
    const route = moneyRoute(facts, cards);
    const card = route.route === 'card_modal' ? cards.find((c) => c.id === route.cardId) : undefined;
    if (card) return s.open({ kind: 'card', purpose, card, paysystem });
    if (route.route === 'qr' && paysystem) return void startQr(purpose, paysystem);
    if (route.route === 'phone' && paysystem)
      return s.open({ kind: 'phone', purpose, paysystem, transactionId: null });
    if (route.route === 'info' && paysystem) return s.open({ kind: 'info', purpose, paysystem });
    s.open({ kind: 'redirect', purpose, paysystem });
  }

  async function startQr(purpose: PayPurpose, paysystem: Paysystem) {
    s.open({ kind: 'qr', purpose, qrUrl: null, pageUrl: null, transactionId: null });
    const started = await start(purpose, (account) =>
      s.get().apis!.billing.payByQr(account, purpose, paysystemShortname(paysystem)),
    );
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
      const primary = cards.find((c) => c.is_primary === true);
      if (!primary && paysystems.length > 1) return s.open({ kind: 'methods', purpose, paysystems, cards });
      routeTo(purpose, paysystems[0] ?? null, cards);
    },
    choose(paysystem: Paysystem) {
      const { dialog } = s.get();
      if (dialog?.kind === 'methods') routeTo(dialog.purpose, paysystem, dialog.cards);
    },
    /** The card modal's Pay: charged without leaving the app; the watcher reports the outcome. */
    async payWithCard() {
      const { dialog, apis } = s.get();
      if (dialog?.kind !== 'card' || !apis) return;
      const started = await start(dialog.purpose, (a) =>
        apis.billing.payLinkedCard(a, dialog.purpose, dialog.card.id),
      );
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
      const started = await start(dialog.purpose, (a) =>
        apis.billing.payByPage(a, dialog.purpose, shortname, back, language),
      );
      if (!started) return;
      if (!started.fullUrl) return s.setError('The payment answer has no page to open');
      window.location.assign(started.fullUrl);
    },
    /** Phone SMS pay: the SMS carries the link; the watcher polls meanwhile. */
    async payByPhone(phone: string) {
      const { dialog, apis } = s.get();
      if (dialog?.kind !== 'phone' || !apis) return;
      const started = await start(dialog.purpose, (a) =>
        apis.billing.payByPhone(a, dialog.purpose, paysystemShortname(dialog.paysystem), phone),
      );
      if (!started) return;
      s.open({ ...dialog, transactionId: started.transactionId });
      announcePending();
    },
  };
}
