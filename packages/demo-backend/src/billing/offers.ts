// Offers (000 §3 Offer, §4 Offer process): what one purchase type costs this viewer now, whether the
// balance covers it, and how it can be paid. The offer's purchase carries the payment made for it.
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { absoluteUrl } from '../http/origin';
import { accountOf, money } from '../packets/accounts';
import { payPageUrl } from './billing-answers';
import { primaryCardOf } from './cards';
import { offerPaysystemsFor, paysystemSchema } from './paysystems';
import { firstCharge, type PurchaseType, resolvePurchaseType } from './purchase-types';
import { owns } from './purchases';

export const offerPurchaseSchema = z.object({
  id: z.number(),
  packetId: z.number().nullable(),
  contentId: z.number().nullable(),
  amount: z.string(),
  amountNext: z.string(),
  period: z.number(),
  periodTrial: z.number().nullable(),
  periodNext: z.number(),
  isTrial: z.boolean(),
  is_have_money_on_balance: z.boolean(),
  transactionId: z.string().nullable(),
  fullUrl: z.string().nullable(),
  QrCodeUrl: z.string().nullable(),
  data: z.null(),
  isCardLinked: z.boolean(),
});

export const offerSchema = z.object({
  offer_id: z.number(),
  library_id: z.number().nullable(),
  entity_license_id: z.number().nullable(),
  purchases: z.array(offerPurchaseSchema),
  paysystems: z.array(paysystemSchema),
});

type Ctx = Pick<ApiContext, 'db' | 'now' | 'catalogue'>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function createOffer(
  ctx: Ctx,
  userId: number,
  input: {
    purchaseTypeId: number;
    offerVersion: string;
    paysystemVersion: number | null;
    libraryId: number | null;
    entityLicenseId: number | null;
  },
): Promise<{ id: number; type: PurchaseType }> {
  const type = await resolvePurchaseType(ctx, input.purchaseTypeId);
  const { amount, isTrial } = await firstCharge(ctx, userId, type);
  const [row] = await ctx.db.query<{ id: string }>(
    `INSERT INTO billing_offers (user_id, purchase_type_id, packet_id, content_id, period_days, amount, is_trial,
       offer_version, paysystem_version, library_id, entity_license_id, created_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) RETURNING id`,
    [
      userId,
      type.id,
      type.kind === 'packet' ? type.packet.id : null,
      type.kind === 'content' ? type.content.id : null,
      type.kind === 'packet' ? type.periodDays : 0,
      amount,
      isTrial,
      input.offerVersion,
      input.paysystemVersion,
      input.libraryId,
      input.entityLicenseId,
      ctx.now(),
    ],
  );
  return { id: Number(row?.id), type };
}

/** The offer as the app reads it; 404 for another viewer's. */
export async function offerJson(
  ctx: Ctx,
  userId: number,
  offerId: number,
  origin: string,
): Promise<z.infer<typeof offerSchema>> {
  const [row] = await ctx.db.query('SELECT * FROM billing_offers WHERE id = $1 AND user_id = $2', [
    offerId,
    userId,
  ]);
  if (!row) throw notFound(`Offer ${offerId} not found`);
  const type = await resolvePurchaseType(ctx, Number(row.purchase_type_id));
  const amount = Number(row.amount);
  const [tx] = await ctx.db.query(
    'SELECT id, lang, card_id, paysystem FROM billing_transactions WHERE offer_id = $1 ORDER BY created_at DESC LIMIT 1',
    [offerId],
  );
  const page = tx
    ? payPageUrl(
        {
          id: String(tx.id),
          lang: tx.lang === 'en' ? 'en' : 'ru',
          cardId: num(tx.card_id),
          paysystem: String(tx.paysystem),
        },
        origin,
      )
    : null;
  const balance = (await accountOf(ctx.db, userId)).balance;
  const next = type.kind === 'packet' ? type.price : amount;
  const purchase = {
    id: type.id,
    packetId: type.kind === 'packet' ? type.packet.id : null,
    contentId: type.kind === 'content' ? type.content.id : null,
    amount: money(amount),
    amountNext: money(next),
    period: type.kind === 'packet' ? type.periodDays : 0,
    periodTrial: row.is_trial && type.kind === 'packet' ? type.packet.trialDays : null,
    periodNext: type.kind === 'packet' ? type.periodDays : 0,
    isTrial: Boolean(row.is_trial),
    is_have_money_on_balance: balance >= amount,
    transactionId: tx ? String(tx.id) : null,
    fullUrl: page,
    QrCodeUrl: page && tx?.paysystem === 'demo_qr' ? absoluteUrl(origin, `/demo-pay/${tx.id}/qr.svg`) : null,
    data: null,
    isCardLinked: (await primaryCardOf(ctx.db, userId)) !== undefined,
  };
  return {
    offer_id: offerId,
    library_id: num(row.library_id),
    entity_license_id: num(row.entity_license_id),
    purchases: (await owns(ctx, userId, type)) ? [] : [purchase],
    paysystems: offerPaysystemsFor(num(row.paysystem_version) ?? undefined),
  };
}
