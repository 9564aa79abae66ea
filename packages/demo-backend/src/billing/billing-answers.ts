// The billing answers (README "Calls"): the zod schemas the contracts document and the mappers that
// write them. Money leaves as "299.00" strings like the packets area's.
import { z } from 'zod';
import { absoluteUrl } from '../http/origin';
import { money } from '../packets/accounts';
import { type Card, maskedNumber } from './cards';
import { wireStatus } from './policy';
import type { PurchaseRecord } from './purchases';
import { reasonText } from './settlement';
import type { Transaction } from './transaction-store';

export const transactionSchema = z.object({
  id: z.string(),
  transaction_id: z.string(),
  transaction: z.string(),
  status: z.enum(['pending', 'complete', 'error']),
  state: z.enum(['awaiting_payer', 'confirming', 'processing', 'complete', 'error']),
  status_description: z.string(),
  reason: z.enum(['insufficient_funds', 'declined', 'cancelled', 'expired']).nullable(),
  kind: z.enum(['refill', 'card_link', 'offer']),
  amount: z.string(),
  currency: z.string(),
  paysystem_shortname: z.string(),
  full_url: z.string().nullable(),
  qrcode_ur: z.string().nullable(),
  card_id: z.number().nullable(),
  packet_id: z.number().nullable(),
  offer_id: z.number().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
});

/** GET transactions/{id} adds the state history: every change with its time and why. */
export const transactionWithHistorySchema = transactionSchema.extend({
  history: z.array(z.object({ state: z.string(), note: z.string(), at: z.number() })),
});

/** The hosted page of a transaction the payer pays there (not a linked card, not the operator account). */
export const payPageUrl = (
  tx: Pick<Transaction, 'id' | 'lang' | 'cardId'> & { paysystem?: string },
  origin: string,
) =>
  tx.cardId === null && tx.paysystem !== 'demo_account'
    ? absoluteUrl(origin, `/demo-pay/${tx.id}`, { lang: tx.lang })
    : null;

export function transactionJson(tx: Transaction, origin: string): z.infer<typeof transactionSchema> {
  const page = payPageUrl(tx, origin);
  return {
    id: tx.id,
    transaction_id: tx.id,
    transaction: tx.id,
    status: wireStatus(tx.state),
    state: tx.state,
    status_description: reasonText(tx),
    reason: tx.reason,
    kind: tx.kind,
    amount: money(tx.amount),
    currency: 'RUB',
    paysystem_shortname: tx.paysystem,
    full_url: page,
    qrcode_ur: page && tx.paysystem === 'demo_qr' ? absoluteUrl(origin, `/demo-pay/${tx.id}/qr.svg`) : null,
    card_id: tx.cardId,
    packet_id: tx.packetId,
    offer_id: tx.offerId,
    created_at: tx.createdAt,
    updated_at: tx.updatedAt,
  };
}

export const cardSchema = z.object({
  id: z.number(),
  number: z.string(),
  is_primary: z.boolean(),
  paysystem_shortname: z.string(),
});

export const cardJson = (card: Card): z.infer<typeof cardSchema> => ({
  id: card.id,
  number: maskedNumber(card.last4),
  is_primary: card.isPrimary,
  paysystem_shortname: card.paysystem,
});

export const balanceSchema = z.object({
  account_id: z.number(),
  balance: z.string(),
  amount: z.string(),
  currency: z.string(),
});

export const purchaseRecordSchema = z.object({
  id: z.number(),
  purchase_type_id: z.number(),
  packet_id: z.number().nullable(),
  content_id: z.number().nullable(),
  subscription_id: z.number().nullable(),
  status: z.enum(['active', 'disabled', 'closed']),
  renew: z.boolean(),
  amount: z.string(),
  created_at: z.number(),
});

export const purchaseRecordJson = (r: PurchaseRecord): z.infer<typeof purchaseRecordSchema> => ({
  id: r.id,
  purchase_type_id: r.purchaseTypeId,
  packet_id: r.packetId,
  content_id: r.contentId,
  subscription_id: r.subscriptionId,
  status: r.status,
  renew: r.renew,
  amount: money(r.amount),
  created_at: r.createdAt,
});
