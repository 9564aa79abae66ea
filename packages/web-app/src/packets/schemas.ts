/** The packet, subscription, provider and account answers (000 §3) as this area reads them. */
import { z } from 'zod';

const money = z.union([z.number(), z.string()]).nullish();
const periodHuman = z.looseObject({
  days: z.number().nullish(),
  months: z.number().nullish(),
  years: z.number().nullish(),
});
const actions = z.looseObject({
  can_subscribe: z.boolean().nullish(),
  can_disable_renew: z.boolean().nullish(),
  can_enable_renew: z.boolean().nullish(),
  can_change_period: z.boolean().nullish(),
  can_unsubscribe: z.boolean().nullish(),
});

export const packetDetailSchema = z.looseObject({
  id: z.number(),
  /** The provider selling it (000 §5 provider-packet-not-found). */
  provider: z.looseObject({ id: z.union([z.number(), z.string()]), shortname: z.string() }).nullish(),
  name: z.string(),
  short: z.string().nullish(),
  description: z.string().nullish(),
  price: money,
  total_price: money,
  period: z.number().nullish(),
  period_human: periodHuman.nullish(),
  base: z.boolean().nullish(),
  is_trial: z.boolean().nullish(),
  is_used_trial: z.boolean().nullish(),
  trial_price: money,
  trial_period_human: periodHuman.nullish(),
  is_promo: z.boolean().nullish(),
  parent_name: z.string().nullish(),
  is_paused: z.boolean().nullish(),
  agreement: z
    .looseObject({ id: z.number(), title: z.string(), url: z.string(), is_accepted: z.boolean() })
    .nullish(),
  packets: z.array(z.number()).nullish(),
  channels: z.array(z.number()).nullish(),
  contents: z.array(z.number()).nullish(),
  benefits: z.array(z.string()).nullish(),
  actions: actions.nullish(),
  subscription: z
    .looseObject({
      id: z.number(),
      status: z.enum(['current', 'future']),
      renew: z.boolean(),
      end_at: z.number(),
      next_pay_at: z.number().nullish(),
      next_period_human: periodHuman.nullish(),
      next_price: money,
      actions: actions.nullish(),
    })
    .nullish(),
});
export type PacketDetail = z.infer<typeof packetDetailSchema>;

export const currentSubscriptionSchema = z.looseObject({
  id: z.number(),
  renew: z.boolean(),
  is_paused: z.boolean().nullish(),
  allow_delete_paused: z.boolean().nullish(),
  type: z.string().nullish(),
  packet: packetDetailSchema,
  end_at: z.number().nullish(),
  next_pay_at: z.number().nullish(),
  message: z.string().nullish(),
  actions: actions.nullish(),
  purchases: z.array(z.unknown()).nullish(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const accountSchema = z.looseObject({
  id: z.number(),
  balance: money,
  amount: money,
  is_payment_allowed: z.boolean().nullish(),
});
export type Account = z.infer<typeof accountSchema>;

export const providerInfoSchema = z.looseObject({
  id: z.number(),
  shortname: z.string(),
  name: z.string(),
  hero: z.looseObject({ title: z.string(), text: z.string() }).nullish(),
  promo_days: z.number().nullish(),
  is_allow_additional_packets_without_base: z.boolean().nullish(),
  devices: z.array(z.looseObject({ name: z.string(), instruction: z.string() })).nullish(),
  bundles: z.array(packetDetailSchema).nullish(),
  tariffs: z.array(packetDetailSchema).nullish(),
  subscriptions: z.array(packetDetailSchema).nullish(),
  contacts: z
    .looseObject({ email: z.string().nullish(), phone: z.string().nullish(), url: z.string().nullish() })
    .nullish(),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

/** 000 §3 Purchase period (GET packets/{id}/purchaseperiods, offers mode). */
export const purchasePeriodSchema = z.looseObject({
  period: z.number(),
  period_human: periodHuman.nullish(),
  description: z.string().nullish(),
  purchases_type: z
    .array(
      z.looseObject({
        id: z.number(),
        amount: money,
        trial_amount: money,
        is_have_trial: z.boolean().nullish(),
      }),
    )
    .nullish(),
});
export type PurchasePeriod = z.infer<typeof purchasePeriodSchema>;

/** "299.00", 299 or null → 299 (major units). */
export function amountOf(value: string | number | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}
