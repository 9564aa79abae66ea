/**
 * 000 §3 billing entities as the app reads them: cards, transactions, paysystems, offers. The operator
 * names a transaction's id several ways (id, transaction_id, transaction as a string, number or object),
 * so every answer that starts a payment is read through `transactionOf` into one shape.
 */
import { z } from 'zod';

const id = z.union([z.number(), z.string()]);
const money = z.union([z.number(), z.string()]).nullish();

export const cardSchema = z.looseObject({
  id: z.number(),
  number: z.string(),
  is_primary: z.boolean().nullish(),
});
export type Card = z.infer<typeof cardSchema>;

export const transactionSchema = z.looseObject({
  id: id.nullish(),
  transaction_id: id.nullish(),
  status: z.string().nullish(),
  status_description: z.string().nullish(),
  /** The demo provider's machine reason for an error (insufficient_funds, declined, cancelled, expired). */
  reason: z.string().nullish(),
  amount: money,
  full_url: z.string().nullish(),
  qrcode_url: z.string().nullish(),
  qrcode_ur: z.string().nullish(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** An answer that starts a payment: a transaction itself, or `{ transaction, full_url, … }`. */
export const paymentStartSchema = z.looseObject({
  id: id.nullish(),
  transaction_id: id.nullish(),
  transaction: z.union([id, transactionSchema]).nullish(),
  transactionId: id.nullish(),
  full_url: z.string().nullish(),
  fullUrl: z.string().nullish(),
  qrcode_url: z.string().nullish(),
  qrcode_ur: z.string().nullish(),
  QrCodeUrl: z.string().nullish(),
  status: z.string().nullish(),
  status_description: z.string().nullish(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export interface StartedPayment {
  transactionId: string;
  /** The provider's page to send the viewer to (redirect pay, card linking). */
  fullUrl: string | null;
  /** The URL the QR code encodes (QR pay). */
  qrUrl: string | null;
  status: string | null;
  statusDescription: string | null;
}

export function transactionOf(answer: PaymentStart): StartedPayment {
  const nested =
    typeof answer.transaction === 'object' && answer.transaction !== null ? answer.transaction : null;
  const raw =
    (typeof answer.transaction === 'string' || typeof answer.transaction === 'number'
      ? answer.transaction
      : null) ??
    nested?.id ??
    nested?.transaction_id ??
    answer.transaction_id ??
    answer.transactionId ??
    answer.id;
  if (raw === null || raw === undefined || raw === '')
    throw new Error('The payment answer has no transaction');
  return {
    transactionId: String(raw),
    fullUrl: answer.full_url ?? answer.fullUrl ?? nested?.full_url ?? null,
    qrUrl:
      answer.qrcode_url ??
      answer.qrcode_ur ??
      answer.QrCodeUrl ??
      nested?.qrcode_url ??
      nested?.qrcode_ur ??
      null,
    status: answer.status ?? nested?.status ?? null,
    statusDescription: answer.status_description ?? nested?.status_description ?? null,
  };
}

export const paysystemSchema = z.looseObject({
  id: id.nullish(),
  name: z.string().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  button_text: z.string().nullish(),
  how_to_use: z.string().nullish(),
  payform_shortname: z.string().nullish(),
  shortname: z.string().nullish(),
  payforms: z
    .array(
      z.looseObject({
        shortname: z.string(),
        params: z.looseObject({ paysystem_shortname: z.string().nullish() }).nullish(),
      }),
    )
    .nullish(),
});
export type Paysystem = z.infer<typeof paysystemSchema>;

/** The payform a paysystem pays with: its own shortname, else its first payform's. */
export function payformOf(p: Paysystem): string {
  return p.payform_shortname ?? p.payforms?.[0]?.shortname ?? p.shortname ?? 'short_url';
}

/** The paysystem_shortname the payform endpoints expect. */
export function paysystemShortname(p: Paysystem): string {
  return p.payforms?.[0]?.params?.paysystem_shortname ?? p.shortname ?? p.name ?? payformOf(p);
}

export const balanceSchema = z.looseObject({
  balance: money,
  amount: money,
});

/** 000 §3 Offer's purchase: what one purchase type costs now and whether the balance covers it. */
export const offerPurchaseSchema = z.looseObject({
  id: z.number(),
  packetId: z.number().nullish(),
  contentId: z.number().nullish(),
  amount: money,
  is_have_money_on_balance: z.boolean().nullish(),
  isCardLinked: z.boolean().nullish(),
});

/** 000 §3 Offer: offer_id, purchases, paysystems, library_id, entity_license_id. */
export const offerSchema = z.looseObject({
  offer_id: z.number(),
  purchases: z.array(offerPurchaseSchema).nullish(),
  paysystems: z.array(paysystemSchema).nullish(),
  library_id: z.number().nullish(),
  entity_license_id: z.number().nullish(),
});
export type Offer = z.infer<typeof offerSchema>;

/** POST purchases: the purchase made from the balance. */
export const purchaseRecordSchema = z.looseObject({ id: z.number(), status: z.string().nullish() });
