/**
 * 000 §7 Billing calls (shapes: packages/demo-backend/src/billing/README.md). A payform call names the
 * packet it pays for, so the operator enables it in the same step as the money arrives, exactly once; a
 * repeated identical request while one is pending returns that one (the server's side of "pays once").
 * Failures reach the caller (quiet), which keeps the old state on screen and says why. Every call that
 * moves money carries the parental pay approval, and asks the PIN when the server wants it (pay-approval.ts).
 */
import { z } from 'zod';
import type { ApiClient } from '../api/http';
import { requestPayment } from './pay-approval';
import {
  balanceSchema,
  type Card,
  cardSchema,
  type Offer,
  offerSchema,
  type PaymentStart,
  type Paysystem,
  paymentStartSchema,
  paysystemSchema,
  purchaseRecordSchema,
  type Transaction,
  transactionSchema,
} from './schemas';

/** What an offer is for (000 §7 purchases_offer): the purchase type and the library/licence it came with. */
export interface OfferRequest {
  purchaseTypeId: number;
  /** web300 for packets (000 §7), tv303 for a content's pay button (001 §4). */
  offerVersion: string;
  libraryId?: number | null;
  entityLicenseId?: number | null;
}

/** How an offer is paid (POST purchases_offer/transaction). */
export type OfferPayment =
  | { paysystem_shortname: string; return_url: string; lang: string }
  | { paysystem_shortname: 'linkedcard'; card_id: number }
  | { paysystem_shortname: string; phone: string }
  | { paysystem_shortname: string };

const paymentPhonesSchema = z.looseObject({ phones: z.array(z.string()) });
const phoneCodeSentSchema = z.looseObject({
  length: z.number().int().positive().nullish(),
  resend_in: z.number().nonnegative().nullish(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** What a payment is for: the amount (major units) and the packet it enables, if any. */
export interface Payment {
  amount: number;
  packetId: number | null;
}

/** packet_id is optional on the wire: a refill sends none (not null). */
const packetOf = (p: Payment) => (p.packetId === null ? {} : { packet_id: p.packetId });

/** The wire's money: major units with two decimals, as the packets' prices are sent. */
export const wireAmount = (major: number): string => major.toFixed(2);

export function createBillingEndpoints(api: ApiClient) {
  const payform = (
    accountId: number,
    endpoint: string,
    body: Record<string, unknown>,
  ): Promise<PaymentStart> =>
    requestPayment(api, {
      method: 'POST',
      path: `/users/self/accounts/${accountId}/payforms/${endpoint}`,
      schema: paymentStartSchema,
      quiet: true,
      // The same payment pressed again (its answer lost) is the same top-up, not a second one.
      intent: `payform:${accountId}:${endpoint}:${JSON.stringify(body)}`,
      body,
    });
  return {
    cards: (): Promise<Card[]> =>
      api.request({ path: '/users/self/cards', schema: z.array(cardSchema), quiet: true }),
    balance: () => api.request({ path: '/users/self/balance', schema: balanceSchema, quiet: true }),
    /** Links a new card on the provider's page: the answer has full_url and a transaction. */
    linkCard: (body: {
      paysystem_shortname: string;
      account_id: number;
      amount: number;
      needed_refund: boolean;
      return_url: string;
      lang: string;
    }): Promise<PaymentStart> =>
      requestPayment(api, {
        method: 'POST',
        path: '/users/self/cards',
        schema: paymentStartSchema,
        quiet: true,
        intent: `link-card:${JSON.stringify(body)}`,
        body: { ...body, amount: wireAmount(body.amount) },
      }),
    removeCard: (id: number) =>
      api.request({ method: 'DELETE', path: `/users/self/cards/${id}`, schema: z.unknown(), quiet: true }),
    transaction: (id: string, signal?: AbortSignal): Promise<Transaction> =>
      api.request({
        path: `/users/self/transactions/${encodeURIComponent(id)}`,
        schema: transactionSchema,
        quiet: true,
        ...(signal ? { signal } : {}),
      }),
    payforms: (): Promise<Paysystem[]> =>
      api.request({
        path: '/users/self/payforms',
        query: { version: 1 },
        schema: z.array(paysystemSchema),
        quiet: true,
      }),
    /** Charges a linked card (the card modal's Pay). */
    payLinkedCard: (accountId: number, p: Payment, cardId: number) =>
      payform(accountId, 'linkedcard', { amount: wireAmount(p.amount), card_id: cardId, ...packetOf(p) }),
    /** The provider's hosted page for a new card (redirect pay), back at return_url with purchased=true. */
    payByPage: (accountId: number, p: Payment, paysystem: string, returnUrl: string, lang: string) =>
      payform(accountId, 'short_url', {
        paysystem_shortname: paysystem,
        amount: wireAmount(p.amount),
        is_save_card: true,
        return_url: returnUrl,
        lang,
        ...packetOf(p),
      }),
    payByQr: (accountId: number, p: Payment, paysystem: string) =>
      payform(accountId, 'qrcode_make_transaction', {
        paysystem_shortname: paysystem,
        amount: wireAmount(p.amount),
        ...packetOf(p),
      }),
    /** 000 §4 Offer process: the offer for a purchase type, with the paysystems that can pay it. */
    createOffer: (r: OfferRequest): Promise<Offer> =>
      api.request({
        method: 'POST',
        path: '/users/self/purchases_offer',
        schema: offerSchema,
        quiet: true,
        body: {
          purchase_type_id: r.purchaseTypeId,
          offer_version: r.offerVersion,
          paysystem_version: 1,
          library_id: r.libraryId ?? null,
          entity_license_id: r.entityLicenseId ?? null,
        },
      }),
    /** Pays an offer; 400 when the linked card has no money (000 §8: the no-funds modal). */
    offerTransaction: (offerId: number, how: OfferPayment): Promise<PaymentStart> =>
      requestPayment(api, {
        method: 'POST',
        path: '/users/self/purchases_offer/transaction',
        schema: paymentStartSchema,
        quiet: true,
        intent: `offer-transaction:${offerId}:${JSON.stringify(how)}`,
        body: { offer_id: offerId, ...how },
      }),
    /** Buys the offer's purchase from the balance; 402 when the balance no longer covers it. */
    purchase: (r: OfferRequest, accountId: number) => {
      const body = {
        purchase_type_id: r.purchaseTypeId,
        account_id: accountId,
        library_id: r.libraryId ?? null,
        entity_license_id: r.entityLicenseId ?? null,
      };
      return requestPayment(api, {
        method: 'POST',
        path: '/users/self/purchases',
        schema: purchaseRecordSchema,
        quiet: true,
        intent: `purchase:${JSON.stringify(body)}`,
        body,
      });
    },
    payByPhone: (accountId: number, p: Payment, paysystem: string, phone: string) =>
      payform(accountId, 'ext_billing_balance', {
        paysystem_shortname: paysystem,
        amount: wireAmount(p.amount),
        ...packetOf(p),
        phone,
      }),
    /** The phones the server will bill by SMS: the account's own, then ones proved with a code. */
    paymentPhones: async (): Promise<string[]> =>
      (await api.request({ path: '/users/self/payment_phones', schema: paymentPhonesSchema, quiet: true }))
        .phones,
    /** A code to the phone, to prove the viewer holds it before paying from it (phone_not_confirmed). */
    sendPaymentPhoneCode: (phone: string): Promise<PhoneCodeSent> =>
      api.request({
        method: 'POST',
        path: '/otps',
        schema: phoneCodeSentSchema,
        quiet: true,
        body: { phone, purpose: 'payment_phone' },
      }),
    /** The code typed back: the phone may be billed from now on. */
    provePaymentPhone: (phone: string, code: string): Promise<string[]> =>
      api
        .request({
          method: 'POST',
          path: '/users/self/payment_phones',
          schema: paymentPhonesSchema,
          quiet: true,
          body: { phone, token: code },
        })
        .then((answer) => answer.phones),
  };
}
export type BillingEndpoints = ReturnType<typeof createBillingEndpoints>;
