/** 000 §3 Promo data as the wizard reads it; amount is "1.00" or a number (§3: default 1). */
import { z } from 'zod';

/** The check condition the wizard meets itself by linking a card (§4 Promo code step 1). */
export const CARD_CONDITION = 'user_must_have_credit_card';

const packetName = z.looseObject({ id: z.number(), name: z.string() });

export const promoDataSchema = z.looseObject({
  id: z.number(),
  amount: z.union([z.string(), z.number()]).nullish(),
  needed_refund: z.boolean().nullish(),
  is_paid: z.boolean().nullish(),
  days: z.number().nullish(),
  packet_ids: z.array(z.number()).nullish(),
  is_need_confirm: z.boolean().nullish(),
  confirmation_title: z.string().nullish(),
  confirmation_text: z.string().nullish(),
  description: z.string().nullish(),
  packets: z.array(packetName).nullish(),
});
export type PromoData = z.infer<typeof promoDataSchema>;

export const checkedKeySchema = promoDataSchema.extend({ key: z.string().nullish() });
export type CheckedKey = z.infer<typeof checkedKeySchema>;

export const activationSchema = z.looseObject({
  key: z.string(),
  days: z.number(),
  packets: z.array(packetName),
  end_at: z.number(),
});
export type Activation = z.infer<typeof activationSchema>;

/** §3 "Default amount is 1": the card-link amount in major units. */
export function promoAmount(data: Pick<PromoData, 'amount'>): number {
  const value = Number(data.amount ?? 1);
  return Number.isFinite(value) && value > 0 ? value : 1;
}
