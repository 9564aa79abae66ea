// §3 wire shapes of packets and subscriptions, with the zod schemas the OpenAPI document shows.
import { z } from 'zod';
import { money } from './accounts';
import { packetActions } from './actions';
import type { Packet } from './packet-store';
import { providerRef } from './seed-data';
import type { Subscription } from './subscription-store';

const DAY_MS = 86_400_000;
const sec = (ms: number) => Math.floor(ms / 1000);

export const periodHumanSchema = z.object({ days: z.number(), months: z.number(), years: z.number() });

/** 365 → 1 year, 90 → 3 months, 7 → 7 days (000 §3 period_human). */
export function periodHuman(days: number) {
  if (days % 365 === 0) return { days: 0, months: 0, years: days / 365 };
  if (days % 30 === 0) return { days: 0, months: days / 30, years: 0 };
  return { days, months: 0, years: 0 };
}

export const actionsSchema = z.object({
  can_subscribe: z.boolean(),
  can_disable_renew: z.boolean(),
  can_enable_renew: z.boolean(),
  can_change_period: z.boolean(),
  can_unsubscribe: z.boolean(),
});

export const subscriptionStateSchema = z.object({
  id: z.number(),
  status: z.enum(['current', 'future']),
  renew: z.boolean(),
  is_trial: z.boolean(),
  start_at: z.number(),
  end_at: z.number(),
  next_pay_at: z.number().nullable(),
  next_period_human: periodHumanSchema,
  next_price: z.string(),
  actions: actionsSchema,
});

export const packetSchema = z.object({
  id: z.number(),
  /** The provider selling it (000 §5: a packet not in the viewer's provider list goes to its page). */
  provider: z.object({ id: z.number(), shortname: z.string() }),
  provider_packet: z.string(),
  name: z.string(),
  short: z.string(),
  description: z.string(),
  price: z.string(),
  total_price: z.string(),
  period: z.number(),
  period_human: periodHumanSchema,
  base: z.boolean(),
  is_trial: z.boolean(),
  is_used_trial: z.boolean(),
  trial_amount: z.string().nullable(),
  trial_price: z.string().nullable(),
  trial_period_human: periodHumanSchema.nullable(),
  is_promo: z.boolean(),
  parent_name: z.string().nullable(),
  agreement: z
    .object({ id: z.number(), title: z.string(), url: z.string(), is_accepted: z.boolean() })
    .nullable(),
  packets: z.array(z.number()),
  available: z.boolean(),
  is_paused: z.boolean(),
  after_renew_packet_id: z.number().nullable(),
  channels: z.array(z.number()),
  contents: z.array(z.number()),
  benefits: z.array(z.string()),
  actions: actionsSchema,
  subscription: subscriptionStateSchema.nullable(),
});

export interface PacketView {
  packet: Packet;
  channelIds: number[];
  subscription: Subscription | undefined;
  usedTrial: boolean;
  agreement: { id: number; title: string; url: string; is_accepted: boolean } | null;
}

function subscriptionState(packet: Packet, s: Subscription) {
  const next = packet.periods.find((p) => p.days === s.nextPeriodDays)?.price ?? packet.price;
  return {
    id: s.id,
    status: s.status as 'current' | 'future',
    renew: s.renew,
    is_trial: s.isTrial,
    start_at: sec(s.startAt),
    end_at: sec(s.endAt),
    next_pay_at: s.renew ? sec(s.endAt) : null,
    next_period_human: periodHuman(s.nextPeriodDays),
    next_price: money(next),
    actions: actionsOf(packet, s),
  };
}

export const actionsOf = (packet: Packet, s: Subscription | undefined) =>
  packetActions({
    status: s ? (s.status as 'current' | 'future') : 'none',
    renew: s?.renew ?? false,
    isTrial: s?.isTrial ?? false,
    isPromo: packet.isPromo,
    parentName: packet.parentName,
    periods: packet.periods.length,
  });

export function packetJson(view: PacketView): z.infer<typeof packetSchema> {
  const { packet, subscription } = view;
  const isTrial = packet.trialDays > 0 && !view.usedTrial;
  return {
    id: packet.id,
    provider: providerRef(packet.providerId),
    provider_packet: `${packet.bundleIds.length > 0 ? 'provider_bundle_packet' : 'provider_packet'}_${packet.id}`,
    name: packet.name,
    short: packet.short,
    description: packet.description,
    price: money(packet.price),
    total_price: money(packet.price),
    period: packet.periodDays,
    period_human: periodHuman(packet.periodDays),
    base: packet.isBase,
    is_trial: isTrial,
    is_used_trial: packet.trialDays > 0 && view.usedTrial,
    trial_amount: packet.trialDays > 0 ? money(packet.trialPrice) : null,
    trial_price: packet.trialDays > 0 ? money(packet.trialPrice) : null,
    trial_period_human: packet.trialDays > 0 ? periodHuman(packet.trialDays) : null,
    is_promo: packet.isPromo,
    parent_name: packet.parentName,
    agreement: view.agreement,
    packets: packet.bundleIds,
    available: true,
    is_paused: false,
    after_renew_packet_id: null,
    channels: view.channelIds,
    contents: packet.contentIds,
    benefits: packet.benefits,
    actions: actionsOf(packet, subscription),
    subscription: subscription ? subscriptionState(packet, subscription) : null,
  };
}

export const purchasePeriodSchema = z.object({
  period: z.number(),
  period_human: periodHumanSchema,
  description: z.string(),
  purchases_type: z.array(
    z.object({
      id: z.number(),
      amount: z.string(),
      trial_amount: z.string().nullable(),
      period_human: periodHumanSchema,
      trial_period_human: periodHumanSchema.nullable(),
      is_have_trial: z.boolean(),
    }),
  ),
});

/** §3 Purchase period: one per period the packet sells, with the trial variant when one is left. */
export function purchasePeriodsJson(
  packet: Packet,
  usedTrial: boolean,
): z.infer<typeof purchasePeriodSchema>[] {
  const trial = packet.trialDays > 0 && !usedTrial;
  return packet.periods.map((p) => ({
    period: p.days,
    period_human: periodHuman(p.days),
    description: `${packet.name}: ${money(p.price)} for ${p.days} days`,
    purchases_type: [
      {
        // A purchase type id names packet and period at once (packet 101, 90 days → 10100090).
        id: packet.id * 100_000 + p.days,
        amount: money(p.price),
        trial_amount: trial ? money(packet.trialPrice) : null,
        period_human: periodHuman(p.days),
        trial_period_human: trial ? periodHuman(packet.trialDays) : null,
        is_have_trial: trial,
      },
    ],
  }));
}

const subscriptionPurchaseSchema = z.object({
  id: z.number(),
  purchase_type_id: z.number(),
  amount: z.string(),
});
export type SubscriptionPurchase = z.infer<typeof subscriptionPurchaseSchema> & { subscription_id: number };

export const currentSubscriptionSchema = z.object({
  id: z.number(),
  renew: z.boolean(),
  is_paused: z.boolean(),
  allow_delete_paused: z.boolean(),
  type: z.enum(['promo', 'regular', 'trial']),
  packet: packetSchema,
  start_at: z.number(),
  end_at: z.number(),
  next_pay_at: z.number().nullable(),
  message: z.string().nullable(),
  actions: actionsSchema,
  /** §4 Subscription: the offer purchases behind it; a renewing packet with some is changed, not disabled. */
  purchases: z.array(subscriptionPurchaseSchema),
});

export function currentSubscriptionJson(
  view: PacketView & { subscription: Subscription },
  purchases: readonly SubscriptionPurchase[] = [],
) {
  const s = view.subscription;
  const daysLeft = Math.max(0, Math.ceil((s.endAt - s.startAt) / DAY_MS));
  return {
    id: s.id,
    renew: s.renew,
    is_paused: false,
    allow_delete_paused: false,
    type: view.packet.isPromo ? ('promo' as const) : s.isTrial ? ('trial' as const) : ('regular' as const),
    packet: packetJson(view),
    start_at: sec(s.startAt),
    end_at: sec(s.endAt),
    next_pay_at: s.renew ? sec(s.endAt) : null,
    message: s.isTrial ? `Trial: ${daysLeft} days` : null,
    actions: actionsOf(view.packet, s),
    purchases: purchases.filter((p) => p.subscription_id === s.id).map(({ subscription_id: _, ...p }) => p),
  };
}
