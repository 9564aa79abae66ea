// What the channel routes share: the channel a path names, and a channel as the wire shows it, with the
// vitrina page's token for a viewer who may watch it.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findChannel } from '../catalogue/index';
import { programmeAt } from '../catalogue/schedule';
import type { ChannelRecord } from '../catalogue/types';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { channelMediaSigned } from './media-gate';
import { channelJson } from './wire-channel';

export const idParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'a channel id or slug') });

export function channelWire(ctx: ApiContext) {
  const { catalogue } = ctx;
  const nowSec = () => Math.floor(ctx.now() / 1000);

  function channelFrom(request: FastifyRequest): ChannelRecord {
    const { id } = parseOrThrow(idParams, request.params, 'path');
    const channel = findChannel(catalogue, id);
    if (!channel) throw notFound(`Channel ${id} not found`);
    return channel;
  }
  /**
   * The vitrina page opens a paid or 18+ channel only with a token (static/routes.ts): it is given to a viewer
   * who may watch the channel — the one asking, signed in, not on a child profile, the channel open to them.
   */
  const vitrinaSig = (viewed: ChannelRecord, viewer: { child: boolean } | undefined) => {
    const record = findChannel(catalogue, String(viewed.id)) ?? viewed;
    return viewer && !viewer.child && viewed.vitrina && viewed.isPurchased && channelMediaSigned(record)
      ? ctx.edge.token(`vitrina/${viewed.id}`)
      : undefined;
  };
  const wire = (request: FastifyRequest, channel: ChannelRecord, viewer?: { child: boolean }) => {
    const now = nowSec();
    const categoryIds = catalogue.categories
      .filter((c) => c.channelIds.includes(channel.id))
      .map((c) => c.id);
    const current = programmeAt(catalogue.seed, channel, now);
    const origin = originOf(request, ctx.publicOrigin);
    return channelJson(channel, current, now, origin, categoryIds, vitrinaSig(channel, viewer));
  };

  return { nowSec, channelFrom, wire };
}
