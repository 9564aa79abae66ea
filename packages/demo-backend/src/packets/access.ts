// What the viewer's subscriptions open (000 §4): the channel/content/stream answers read it, so a
// subscription unlocks the packet's channels and contents and closing it locks them again.

import { purchasedContentIds } from '../billing/owned-contents';
import type { ChannelRecord, ContentRecord } from '../catalogue/types';
import type { ApiContext } from '../context';
import { PacketStore } from './packet-store';
import { SubscriptionStore } from './subscription-store';

export interface Opened {
  channelPacketIds: ReadonlySet<number>;
  contentIds: ReadonlySet<number>;
}

export const NOTHING_OPENED: Opened = { channelPacketIds: new Set(), contentIds: new Set() };

export function stores(ctx: Pick<ApiContext, 'db' | 'now'>) {
  const packets = new PacketStore(ctx.db);
  const subscriptions = new SubscriptionStore(ctx.db, ctx.now);
  return { packets, subscriptions };
}

/** The channel packets and contents the user's current subscriptions open; nothing for no user. */
export async function openedFor(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  userId: number | undefined,
): Promise<Opened> {
  if (userId === undefined) return NOTHING_OPENED;
  const { packets, subscriptions } = stores(ctx);
  const current = (await subscriptions.open(userId)).filter((s) => s.status === 'current');
  const all = await packets.list();
  const open = all.filter((p) => current.some((s) => s.packetId === p.id));
  return {
    channelPacketIds: new Set(open.flatMap((p) => p.channelPacketIds)),
    // Contents bought on their own (billing, 001 §4 content purchase) open like a packet's.
    contentIds: new Set([
      ...open.flatMap((p) => p.contentIds),
      ...(await purchasedContentIds(ctx.db, userId)),
    ]),
  };
}

/** The channel as this viewer sees it: purchased when one of its packets is open. */
export function channelFor(channel: ChannelRecord, opened: Opened): ChannelRecord {
  if (channel.isPurchased || !channel.packetIds.some((id) => opened.channelPacketIds.has(id))) return channel;
  return { ...channel, isPurchased: true };
}

export function contentFor(content: ContentRecord, opened: Opened): ContentRecord {
  if (content.isPurchased || !opened.contentIds.has(content.id)) return content;
  return { ...content, isPurchased: true };
}

/** Packet ids and names, for the refusal that names the packets opening a channel. */
export async function packetNames(ctx: Pick<ApiContext, 'db'>): Promise<{ id: number; name: string }[]> {
  return (await new PacketStore(ctx.db).list()).map((p) => ({ id: p.id, name: p.name }));
}
