// Channel endpoints: list, categories, packets, one channel, its config, its EPG and its stream.
// Catalogue reads work without a token; the stream needs one (README "Tokens").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findChannel } from '../catalogue/index';
import { programmeAt, scheduleFor } from '../catalogue/schedule';
import type { ChannelRecord } from '../catalogue/types';
import { SCHEDULE_AHEAD_SEC, SCHEDULE_BACK_SEC } from '../constants';
import type { ApiContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { catalogueLanguageOf } from '../http/language';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { channelFor, openedFor, packetNames } from '../packets/index';
import { categoriesForChild, childProfileActive, forChild, refuseForChild } from '../profiles/index';
import { optionalUser, requireUser } from '../session/auth';
import { chooseAds, defaultChannelAds } from './ad-info';
import { categoryAnswer, channelAnswer, channelConfigAnswer, programmeAnswer, streamAnswer } from './answers';
import { channelAccess } from './channel-access';
import { streamKnobs } from './knobs';
import { channelMediaSigned } from './media-gate';
import { channelStream } from './stream-response';
import { categoryJson, channelJson, programmeJson } from './wire-channel';

const idParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'a channel id or slug') });
const listQuery = z.object({
  category: z.coerce.number().int().optional(),
  access_token: z.string().optional(),
});
const unixSec = z.coerce.number().int().min(0).max(4_102_444_800);
const scheduleQuery = z.object({
  start: unixSec.optional(),
  end: unixSec.optional(),
  access_token: z.string().optional(),
});
const streamQuery = streamKnobs.extend({
  ts: unixSec.optional(),
  preview: z.enum(['0', '1', 'true', 'false']).optional(),
});

export function registerChannelRoutes(app: FastifyInstance, ctx: ApiContext): void {
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

  app.get(
    '/v2/channels',
    {
      config: {
        contract: {
          spec: '000 §3 Channel, §7 Channels',
          tag: 'channels',
          summary: 'Every channel, or one category’s',
          auth: 'optional',
          query: listQuery,
          response: { 200: z.array(channelAnswer) },
        },
      },
    },
    async (request) => {
      const user = await optionalUser(request, ctx.sessions);
      const opened = await openedFor(ctx, user?.id);
      const { category } = parseOrThrow(listQuery, request.query, 'query');
      const child = await childProfileActive(ctx.db, user?.id);
      let channels = forChild(child, catalogue.channels);
      if (category !== undefined) {
        const found = catalogue.categories.find((c) => c.id === category);
        if (!found) throw notFound(`Category ${category} not found`);
        channels = channels.filter((channel) => found.channelIds.includes(channel.id));
      }
      const viewer = user ? { child } : undefined;
      return channels.map((channel) => wire(request, channelFor(channel, opened), viewer));
    },
  );

  app.get(
    '/v2/categories',
    {
      config: {
        contract: {
          spec: '000 §3 Category, §7 Channels',
          tag: 'channels',
          summary: 'Channel categories',
          auth: 'optional',
          response: { 200: z.array(categoryAnswer) },
        },
      },
    },
    async (request) => {
      const child = await childProfileActive(ctx.db, (await optionalUser(request, ctx.sessions))?.id);
      const lang = catalogueLanguageOf(request);
      return categoriesForChild(child, catalogue.categories, catalogue.channels).map((category) =>
        categoryJson(category, lang),
      );
    },
  );

  app.get(
    '/v2/channels/:id',
    {
      config: {
        contract: {
          spec: '000 §3 Channel, §7 Channels',
          tag: 'channels',
          summary: 'One channel by id or slug',
          auth: 'optional',
          params: idParams,
          response: { 200: channelAnswer },
        },
      },
    },
    async (request) => {
      const user = await optionalUser(request, ctx.sessions);
      const channel = channelFrom(request);
      refuseForChild(await childProfileActive(ctx.db, user?.id), channel);
      const viewer = user ? { child: false } : undefined;
      return wire(request, channelFor(channel, await openedFor(ctx, user?.id)), viewer);
    },
  );

  app.get(
    '/v2/channels/:id/config',
    {
      config: {
        contract: {
          spec: '001 §4 Channel loading',
          tag: 'channels',
          summary: 'The channel’s player (default or vitrina) and ads',
          auth: 'optional',
          params: idParams,
          response: { 200: channelConfigAnswer },
        },
      },
    },
    async (request) => {
      const record = channelFrom(request);
      const origin = originOf(request, ctx.publicOrigin);
      // The SDK asks with the viewer's token: a paid or 18+ vitrina channel's page URL is signed for them.
      const user = await optionalUser(request, ctx.sessions);
      const channel = channelFor(record, await openedFor(ctx, user?.id));
      const viewer = user ? { child: await childProfileActive(ctx.db, user.id) } : undefined;
      const web = channel.vitrina
        ? { player: 'vitrina', url: wire(request, channel, viewer).vitrinaUrl }
        : { player: 'default', url: null };
      const ad = chooseAds(undefined, channel.hasAds, () => defaultChannelAds(origin), origin);
      return { id: channel.id, config: { web, web_vlight: web }, ad: ad ?? null };
    },
  );

  app.get(
    '/v2/channels/:id/schedule',
    {
      config: {
        contract: {
          spec: '000 §3 Programme, 001 §4 Live and archive',
          tag: 'channels',
          summary: 'The channel’s programmes between start and end (EPG)',
          auth: 'optional',
          params: idParams,
          query: scheduleQuery,
          response: { 200: z.array(programmeAnswer) },
        },
      },
    },
    async (request) => {
      const user = await optionalUser(request, ctx.sessions);
      const channel = channelFrom(request);
      refuseForChild(await childProfileActive(ctx.db, user?.id), channel);
      const query = parseOrThrow(scheduleQuery, request.query, 'query');
      const now = nowSec();
      const earliest = now - Math.max(SCHEDULE_BACK_SEC, channel.archivedDays * 86_400);
      const latest = now + SCHEDULE_AHEAD_SEC;
      const start = Math.max(query.start ?? earliest, earliest);
      const end = Math.min(query.end ?? latest, latest);
      if (query.start !== undefined && query.end !== undefined && query.end <= query.start) {
        throw badRequest('end', 'Invalid query field "end": must be after start');
      }
      const origin = originOf(request, ctx.publicOrigin);
      return scheduleFor(catalogue.seed, channel, start, end).map((p) => programmeJson(p, now, origin));
    },
  );

  app.get(
    '/v2/channels/:id/stream',
    {
      config: {
        contract: {
          spec: '000 §3 Stream, 001 §4 Live and archive',
          tag: 'channels',
          summary: 'The live stream, or the archive at ts (403 region block or no packet)',
          auth: 'user',
          params: idParams,
          query: streamQuery,
          errors: [403],
          response: { 200: streamAnswer },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      const record = channelFrom(request);
      const channel = channelFor(record, await openedFor(ctx, user.id));
      refuseForChild(await childProfileActive(ctx.db, user.id), channel);
      const query = parseOrThrow(streamQuery, request.query, 'query');
      const access = channelAccess(catalogue.seed, channel, await packetNames(ctx), query.ts, nowSec());
      if (access.kind === 'refused') throw access.error;
      const origin = originOf(request, ctx.publicOrigin);
      const preview = query.preview === '1' || query.preview === 'true';
      const knobs = preview ? { ...query, ads: 'none' as const } : query;
      // A paid or 18+ channel's media opens only through these URLs, for a few hours (api/media-gate.ts).
      const sign = channelMediaSigned(record) ? ctx.edge.sign : undefined;
      return channelStream(channel, access, origin, knobs, wire(request, channel).trackers, sign);
    },
  );
}
