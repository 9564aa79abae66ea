// Packets as one viewer sees them: their channels, the viewer's open subscription, trial and
// agreement state. Shared by the packet, subscription and provider routes.

import type { ApiContext } from '../context';
import { stores } from './access';
import type { PacketView } from './packet-answers';
import type { Packet } from './packet-store';
import { DEMO_PROVIDER } from './seed-data';

export const agreementUrl = (origin: string, id: number) => `${origin}/v2/agreements/${id}/text`;

export async function packetViews(
  ctx: Pick<ApiContext, 'db' | 'now' | 'catalogue'>,
  userId: number | undefined,
  origin: string,
  only?: (packet: Packet) => boolean,
  /** The operator's own packets unless asked (000 §5: another provider's packet is not in its list). */
  providers: 'operator' | 'any' = 'operator',
): Promise<PacketView[]> {
  const { packets, subscriptions } = stores(ctx);
  const all = (await packets.list()).filter(
    (p) => (providers === 'any' || p.providerId === DEMO_PROVIDER.id) && (!only || only(p)),
  );
  const open = userId === undefined ? [] : await subscriptions.open(userId);
  const [used, accepted, titles] = await Promise.all([
    userId === undefined
      ? []
      : ctx.db.query<{ packet_id: number }>(
          'SELECT DISTINCT packet_id FROM subscriptions WHERE user_id = $1',
          [userId],
        ),
    userId === undefined
      ? []
      : ctx.db.query<{ agreement_id: number }>(
          'SELECT agreement_id FROM agreement_acceptances WHERE user_id = $1',
          [userId],
        ),
    ctx.db.query<{ id: number; title: string }>('SELECT id, title FROM agreements'),
  ]);
  return all.map((packet) => {
    const title = titles.find((a) => a.id === packet.agreementId)?.title;
    return {
      packet,
      channelIds: ctx.catalogue.channels
        .filter((c) => c.packetIds.some((id) => packet.channelPacketIds.includes(id)))
        .map((c) => c.id),
      subscription: open.find((s) => s.packetId === packet.id),
      usedTrial: used.some((u) => Number(u.packet_id) === packet.id),
      agreement:
        packet.agreementId === null || title === undefined
          ? null
          : {
              id: packet.agreementId,
              title,
              url: agreementUrl(origin, packet.agreementId),
              is_accepted: accepted.some((a) => Number(a.agreement_id) === packet.agreementId),
            },
    };
  });
}

/** "101", "provider_packet_101" or "provider_bundle_packet_103" (000 §2 Packet detail page). */
export function packetIdOf(raw: string): number | undefined {
  const match = /^(?:provider_(?:bundle_)?packet_)?(\d{1,9})$/.exec(raw);
  return match ? Number(match[1]) : undefined;
}
