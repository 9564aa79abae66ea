/**
 * 000 §7 Packets, Agreements and the account the subscriptions debit. Reads are quiet (the pages show
 * their own loading, not-found and error states); changes report failures to the caller, which keeps
 * the old state on screen with the server's message.
 */
import { z } from 'zod';
import type { ApiClient } from '../api/http';
import { requestPayment } from '../billing/pay-approval';
import {
  type Account,
  accountSchema,
  type CurrentSubscription,
  currentSubscriptionSchema,
  type PacketDetail,
  type ProviderInfo,
  type PurchasePeriod,
  packetDetailSchema,
  providerInfoSchema,
  purchasePeriodSchema,
} from './schemas';

const refundSchema = z.looseObject({ id: z.number(), refunded: z.union([z.string(), z.number()]) });

export function createPacketEndpoints(api: ApiClient) {
  const list = (path: string) => api.request({ path, schema: z.array(packetDetailSchema), quiet: true });
  return {
    packets: (): Promise<PacketDetail[]> => list('/packets'),
    packet: (id: string): Promise<PacketDetail> =>
      api.request({ path: `/packets/${encodeURIComponent(id)}`, schema: packetDetailSchema, quiet: true }),
    /** 001 §7 Content packets: content id and the library it is watched in. */
    contentPackets: (contentId: number, libraryId?: number | null): Promise<PacketDetail[]> =>
      libraryId
        ? list(`/contents/${contentId}/packets?library_id=${libraryId}`)
        : list(`/contents/${contentId}/packets`),
    /** 001 §7 Channel packets: the packets that open a channel (a title it airs is sold by them, §4). */
    channelPackets: (channelId: number): Promise<PacketDetail[]> => list(`/channels/${channelId}/packets`),
    /** Offers mode (000 §4): the periods the packet is sold for, each with its purchase type. */
    purchasePeriods: (id: number): Promise<PurchasePeriod[]> =>
      api.request({
        path: `/packets/${id}/purchaseperiods`,
        schema: z.array(purchasePeriodSchema),
        quiet: true,
      }),
    current: (): Promise<CurrentSubscription[]> =>
      api.request({
        path: '/users/self/subscriptions/current',
        schema: z.array(currentSubscriptionSchema),
        quiet: true,
      }),
    futures: (): Promise<CurrentSubscription[]> =>
      api.request({ path: '/users/self/futures', schema: z.array(currentSubscriptionSchema), quiet: true }),
    accounts: (): Promise<Account[]> =>
      api.request({ path: '/users/self/accounts', schema: z.array(accountSchema), quiet: true }),
    provider: (shortname: string): Promise<ProviderInfo> =>
      api.request({
        path: `/providers/${encodeURIComponent(shortname)}/info`,
        schema: providerInfoSchema,
        quiet: true,
      }),
    /** Buys the packet from the balance: a payment (the parental pay approval, billing/pay-approval.ts). */
    subscribe: (packetId: number, period?: number): Promise<CurrentSubscription> =>
      requestPayment(api, {
        method: 'POST',
        path: '/users/self/subscriptions',
        schema: currentSubscriptionSchema,
        quiet: true,
        intent: `subscribe:${packetId}:${period ?? ''}`,
        body: { packet_id: packetId, ...(period ? { period } : {}) },
      }),
    /** Renewal on commits the next periods' money (a payment); off spends nothing. */
    setRenew: (id: number, renew: boolean): Promise<CurrentSubscription> => {
      const spec = {
        method: 'PATCH' as const,
        path: `/users/self/subscriptions/${id}`,
        schema: currentSubscriptionSchema,
        quiet: true,
        body: { renew },
      };
      return renew ? requestPayment(api, spec) : api.request(spec);
    },
    /** 000 §4 Subscription, Change: the period the next renewal buys (needs can_change_period; a payment). */
    setPeriod: (id: number, period: number): Promise<CurrentSubscription> =>
      requestPayment(api, {
        method: 'PATCH',
        path: `/users/self/subscriptions/${id}`,
        schema: currentSubscriptionSchema,
        quiet: true,
        body: { period },
      }),
    unsubscribe: (id: number) =>
      api.request({
        method: 'DELETE',
        path: `/users/self/subscriptions/${id}`,
        schema: refundSchema,
        quiet: true,
        intent: `unsubscribe:${id}`,
      }),
    cancelFuture: (id: number) =>
      api.request({
        method: 'DELETE',
        path: `/users/self/futures/${id}`,
        schema: refundSchema,
        quiet: true,
        intent: `cancel-future:${id}`,
      }),
    acceptAgreements: (ids: number[]) =>
      api.request({
        method: 'POST',
        path: '/users/self/agreements',
        schema: z.array(z.unknown()),
        quiet: true,
        body: { ids },
      }),
  };
}
export type PacketEndpoints = ReturnType<typeof createPacketEndpoints>;
