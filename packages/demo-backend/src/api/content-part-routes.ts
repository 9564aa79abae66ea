// The parts of a content page: its past airings watchable as catch-up, and a series' or season's episodes.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { airingsOf } from '../catalogue/schedule';
import type { ContentRecord } from '../catalogue/types';
import { SCHEDULE_BACK_SEC } from '../constants';
import type { ApiContext } from '../context';
import { badRequest } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { refuseForChild, requestFromChild } from '../profiles/index';
import { optionalUser } from '../session/auth';
import { episodeAnswer, sourcesAnswer } from './channel-content-answers';
import { contentFrom, idParams } from './content-params';
import { libraryQuery } from './library-query';

export function registerContentPartRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;

  app.get(
    '/v2/contents/:id/sources',
    {
      config: {
        contract: {
          spec: '001 §4 Content page',
          tag: 'contents',
          summary: 'Past airings of the content that can be watched as catch-up',
          auth: 'optional',
          params: idParams,
          query: libraryQuery,
          response: { 200: sourcesAnswer },
        },
      },
    },
    async (request) => {
      parseOrThrow(libraryQuery, request.query, 'query');
      const content = contentFrom(catalogue, request);
      refuseForChild(await requestFromChild(request, ctx), content);
      const nowSec = Math.floor(ctx.now() / 1000);
      const catchups = airingsOf(
        catalogue.seed,
        catalogue.channels,
        content.id,
        nowSec - SCHEDULE_BACK_SEC,
        nowSec,
      )
        .filter((p) => p.start + p.durationSec <= nowSec && p.isCatchupAvailable)
        .map((p) => ({ id: p.id, channel_id: p.channelId, start_at: p.start }));
      return { catchups };
    },
  );

  app.get(
    '/v2/contents/:id/episodes',
    {
      config: {
        contract: {
          spec: '001 §4 Content page',
          tag: 'contents',
          summary: 'The episodes of a series or season',
          auth: 'optional',
          params: idParams,
          query: libraryQuery,
          response: { 200: z.array(episodeAnswer) },
        },
      },
    },
    async (request) => {
      parseOrThrow(libraryQuery, request.query, 'query');
      const content = contentFrom(catalogue, request);
      refuseForChild(await requestFromChild(request, ctx), content);
      const seasons =
        content.content_type === 'series'
          ? content.childIds
          : content.content_type === 'season'
            ? [content.id]
            : undefined;
      if (!seasons)
        throw badRequest('id', `Content ${content.id} is a ${content.content_type}, not a series or season`);
      const episodes = seasons
        .flatMap((seasonId) => catalogue.contents.find((c) => c.id === seasonId)?.childIds ?? [])
        .map((episodeId) => catalogue.contents.find((c) => c.id === episodeId))
        .filter((episode): episode is ContentRecord => episode !== undefined);
      // 001 §3 Episode history entry: a signed-in viewer's progress in each episode (a guest's is their own too).
      const viewer = await optionalUser(request, ctx.sessions);
      return Promise.all(
        episodes.map(async (episode) => {
          const watched = viewer ? await ctx.history.get(viewer.id, episode.id, episode.durationSec) : null;
          return {
            id: episode.id,
            title: episode.title,
            description: episode.description,
            season: episode.season ?? null,
            series: episode.series ?? null,
            is_announcement: episode.isAnnouncement,
            histories: watched ? [watched] : [],
          };
        }),
      );
    },
  );
}
