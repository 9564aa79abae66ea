/**
 * What the payment modals show (000 §2 payment modals, §4 Buy process money branch, card confirm, offer
 * process): the purpose of a payment, the dialog open for it, and the state the actions (pay-actions.ts)
 * read and change through usePayMoney.
 */
import type { PacketEndpoints } from '../packets/endpoints';
import type { BillingEndpoints } from './endpoints';
import type { MoneyPurpose } from './pay-calls';
import type { RequestedPaysystem } from './pay-route';
import type { PaymentSource } from './pending-payment';
import type { Card, Paysystem } from './schemas';

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

/** How a phone payment request ended: the SMS went, the phone must be proved first, or it failed. */
export type PhonePayResult = 'sent' | 'unconfirmed' | 'failed';
