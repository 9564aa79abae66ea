// GET /v2/packets, /v2/packets/{id}, /v2/purchasepackets, /v2/packets/{id}/purchaseperiods and a
// channel's packets (000 §7 Packets, 001 channel packets). Readable without a token; with one, each
// packet carries the viewer's subscription and can_* actions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findChannel } from '../catalogue/index';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { optionalUser } from '../session/auth';
import { packetJson, packetSchema, purchasePeriodSchema, purchasePeriodsJson } from './packet-answers';
import { packetIdOf, packetViews } from './views';

const tokenQuery = z.object({ access_token: z.string().optional() });
/** 001 §7 Content packets (content id, library id): the demo's packets are the same in every library. */
const contentPacketsQuery = tokenQuery.extend({ library_id: z.coerce.number().int().positive().optional() });
const packetParams = z.object({
  id: z
    .string()
    .regex(
      /^(provider_(bundle_)?packet_)?\d{1,9}$/,
      'a packet id, provider_packet_N or provider_bundle_packet_N',
    ),
});
const channelParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'a channel id or slug') });

export function registerPacketReadRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const spec = '000 §7 Packets';
  const viewer = async (request: FastifyRequest) => (await optionalUser(request, ctx.sessions))?.id;

  async function onePacket(request: FastifyRequest) {
    const { id } = parseOrThrow(packetParams, request.params, 'path');
    const packetId = packetIdOf(id) as number;
    const origin = originOf(request, ctx.publicOrigin);
    // Another provider's packet is read too: its answer names that provider (000 §5).
    const [view] = await packetViews(ctx, await viewer(request), origin, (p) => p.id === packetId, 'any');
    if (!view) throw notFound(`Packet ${id} not found`);
    return view;
  }

  app.get(
    '/v2/packets',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'All packets',
          auth: 'optional',
          query: tokenQuery,
          response: { 200: z.array(packetSchema) },
        },
      },
    },
    async (request) => {
      parseOrThrow(tokenQuery, request.query, 'query');
      const views = await packetViews(ctx, await viewer(request), originOf(request, ctx.publicOrigin));
      return views.map(packetJson);
    },
  );

  app.get(
    '/v2/packets/:id',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'One packet by id, provider_packet_N or provider_bundle_packet_N',
          auth: 'none',
          params: packetParams,
          query: tokenQuery,
          response: { 200: packetSchema },
        },
      },
    },
    async (request) => packetJson(await onePacket(request)),
  );

  app.get(
    '/v2/packets/:id/purchaseperiods',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'The periods a packet is sold for (offers mode)',
          auth: 'none',
          params: packetParams,
          query: tokenQuery,
          response: { 200: z.array(purchasePeriodSchema) },
        },
      },
    },
    async (request) => {
      const view = await onePacket(request);
      return purchasePeriodsJson(view.packet, view.usedTrial);
    },
  );

  app.get(
    '/v2/purchasepackets',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary: 'Packets the viewer can buy now',
          auth: 'optional',
          query: tokenQuery,
          response: { 200: z.array(packetSchema) },
        },
      },
    },
    async (request) => {
      const views = await packetViews(ctx, await viewer(request), originOf(request, ctx.publicOrigin));
      return views.map(packetJson).filter((p) => p.actions.can_subscribe);
    },
  );

  app.get(
    '/v2/channels/:id/packets',
    {
      config: {
        contract: {
          spec: '001 §7 Channel packets',
          tag: 'packets',
          summary: 'The packets that open a channel',
          auth: 'optional',
          params: channelParams,
          query: tokenQuery,
          response: { 200: z.array(packetSchema) },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(channelParams, request.params, 'path');
      const channel = findChannel(ctx.catalogue, id);
      if (!channel) throw notFound(`Channel ${id} not found`);
      const views = await packetViews(ctx, await viewer(request), originOf(request, ctx.publicOrigin), (p) =>
        p.channelPacketIds.some((packetId) => channel.packetIds.includes(packetId)),
      );
      return views.map(packetJson);
    },
  );

  app.get(
    '/v2/contents/:id/packets',
    {
      config: {
        contract: {
          spec: '001 §7 Content packets',
          tag: 'packets',
          summary: 'The packets that open a content (library_id: the library it is watched in)',
          auth: 'optional',
          params: z.object({ id: z.coerce.number().int().positive() }),
          query: contentPacketsQuery,
          response: { 200: z.array(packetSchema) },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(
        z.object({ id: z.coerce.number().int().positive() }),
        request.params,
        'path',
      );
      parseOrThrow(contentPacketsQuery, request.query, 'query');
      const views = await packetViews(ctx, await viewer(request), originOf(request, ctx.publicOrigin), (p) =>
        p.contentIds.includes(id),
      );
      return views.map(packetJson);
    },
  );
}
