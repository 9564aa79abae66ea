// §3 Promo data on the wire, with the zod schemas the OpenAPI document shows. Money is a "1.00"
// string like every other price of the API; days and ids are numbers.
import { z } from 'zod';
import { money } from '../packets/accounts';
import type { PromoKey } from './store';

const sec = (ms: number) => Math.floor(ms / 1000);

export const promoPacketSchema = z.object({ id: z.number(), name: z.string() });

export const promoDataSchema = z.object({
  id: z.number(),
  amount: z.string(),
  needed_refund: z.boolean(),
  is_paid: z.boolean(),
  days: z.number(),
  ott_days: z.number(),
  packet_ids: z.array(z.number()),
  ott_packet_ids: z.array(z.number()),
  packets_after_trial: z.array(z.number()),
  is_need_confirm: z.boolean(),
  confirmation_title: z.string().nullable(),
  confirmation_text: z.string().nullable(),
  description: z.string(),
  /** The packets the code opens, named for the wizard's last step ("the tariff name", 000 §2). */
  packets: z.array(promoPacketSchema),
});

/** The check answer: the key's data and the key itself, as the viewer typed it normalised. */
export const checkAnswerSchema = promoDataSchema.extend({ key: z.string() });

export const activationSchema = z.object({
  id: z.number(),
  promo_key_id: z.number(),
  key: z.string(),
  days: z.number(),
  packets: z.array(promoPacketSchema),
  /** Unix seconds, like the subscriptions' start_at and end_at. */
  activated_at: z.number(),
  end_at: z.number(),
});

export type PromoPacket = z.infer<typeof promoPacketSchema>;

export function promoDataJson(promo: PromoKey, lang: 'en' | 'ru', packets: PromoPacket[]) {
  const texts = promo.texts[lang] ?? promo.texts.en;
  return {
    id: promo.id,
    amount: money(promo.amount),
    needed_refund: promo.neededRefund,
    is_paid: promo.isPaid,
    days: promo.days,
    // The demo operator has no partner (OTT) services: their days and packets are always empty.
    ott_days: 0,
    packet_ids: promo.packetIds,
    ott_packet_ids: [],
    // Nothing is switched on after the free days: the subscriptions simply end.
    packets_after_trial: [],
    is_need_confirm: promo.isNeedConfirm,
    confirmation_title: promo.isNeedConfirm ? (texts.confirmation_title ?? null) : null,
    confirmation_text: promo.isNeedConfirm ? (texts.confirmation_text ?? null) : null,
    description: texts.description,
    packets,
  };
}

export function activationJson(
  promo: PromoKey,
  packets: PromoPacket[],
  activation: { id: number; activatedAt: number; endAt: number },
) {
  return {
    id: activation.id,
    promo_key_id: promo.id,
    key: promo.key,
    days: promo.days,
    packets,
    activated_at: sec(activation.activatedAt),
    end_at: sec(activation.endAt),
  };
}
