// Channel endpoints: list, categories, packets, one channel, its config; its EPG and its stream are
// channel-playback-routes.ts.
// Catalogue reads work without a token; the stream needs one (README "Tokens").
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { catalogueLanguageOf } from '../http/language';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { channelFor, openedFor } from '../packets/index';
import { categoriesForChild, childProfileActive, forChild, refuseForChild } from '../profiles/index';
import { optionalUser } from '../session/auth';
import { chooseAds, defaultChannelAds } from './ad-info';
import { categoryAnswer, channelAnswer, channelConfigAnswer } from './channel-content-answers';
import { registerChannelPlaybackRoutes } from './channel-playback-routes';
import { channelWire, idParams } from './channel-wire';
import { categoryJson } from './wire-channel';

const listQuery = z.object({
  category: z.coerce.number().int().optional(),
  access_token: z.string().optional(),
});

export function registerChannelRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;
  const { channelFrom, wire } = channelWire(ctx);

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

  registerChannelPlaybackRoutes(app, ctx);
}
