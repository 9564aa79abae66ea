// What a purchase_type_id names (README "purchase_type_id"): packet × 100000 + period days, as the
// packets' purchase periods list them, or content × 100000 (period 0) for one content bought for good.
import type { ContentRecord } from '../catalogue/types';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { stores } from '../packets/access';
import type { Packet } from '../packets/packet-store';
import { refuseOtherProvider } from '../packets/sale-countries';
import { priceFor } from '../packets/subscription-store';

const SPLIT = 100_000;

export type PurchaseType =
  | { kind: 'packet'; id: number; packet: Packet; periodDays: number; price: number }
  | { kind: 'content'; id: number; content: ContentRecord; price: number };

export const contentPurchaseTypeId = (contentId: number) => contentId * SPLIT;

export async function resolvePurchaseType(
  ctx: Pick<ApiContext, 'db' | 'now' | 'catalogue'>,
  id: number,
): Promise<PurchaseType> {
  const owner = Math.floor(id / SPLIT);
  const days = id % SPLIT;
  if (days === 0) {
    const content = ctx.catalogue.contents.find((c) => c.id === owner);
    // Contents free or open to everyone are not sold (price 0 or already purchased in the catalogue).
    if (!content || content.price <= 0 || content.isPurchased)
      throw notFound(`Purchase type ${id} not found`);
    return { kind: 'content', id, content, price: Math.round(content.price * 100) };
  }
  const packet = await stores(ctx).packets.get(owner);
  const price = packet ? priceFor(packet, days) : undefined;
  if (!packet || price === undefined || packet.isPromo || packet.parentName !== null) {
    throw notFound(`Purchase type ${id} not found`);
  }
  refuseOtherProvider(packet);
  return { kind: 'packet', id, packet, periodDays: days, price };
}

/** The first charge: a packet's trial price when the viewer never had it, else the period's price. */
export async function firstCharge(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  userId: number,
  type: PurchaseType,
): Promise<{ amount: number; isTrial: boolean }> {
  if (type.kind === 'content') return { amount: type.price, isTrial: false };
  const { packet } = type;
  const trial =
    packet.trialDays > 0 && !(await stores(ctx).subscriptions.hadPacket(ctx.db, userId, packet.id));
  return trial ? { amount: packet.trialPrice, isTrial: true } : { amount: type.price, isTrial: false };
}
