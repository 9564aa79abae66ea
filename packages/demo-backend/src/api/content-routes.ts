// Content endpoints: list, one content, its meta, stream, sources (catch-ups), episodes; trailer
// streams; persons. Meta and streams need a token, the rest is browsable without one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findContent } from '../catalogue/index';
import { airingsOf } from '../catalogue/schedule';
import type { ContentRecord } from '../catalogue/types';
import { SCHEDULE_BACK_SEC } from '../constants';
import type { ApiContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { contentFor, openedFor } from '../packets/index';
import { childProfileActive, forChild, refuseForChild, requestFromChild } from '../profiles/index';
import { optionalUser, requireUser } from '../session/auth';
import {
  contentAnswer,
  contentMetaAnswer,
  episodeAnswer,
  personAnswer,
  personContentAnswer,
  sourcesAnswer,
  streamAnswer,
} from './answers';
import { playableContent } from './content-access';
import { streamKnobs } from './knobs';
import { libraryQuery } from './library-query';
import { contentMediaSigned } from './media-gate';
import { contentStream, trailerStream } from './stream-response';
import { contentJson, contentMetaJson, personJson } from './wire-content';

const idParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'a content id or slug') });
const numericId = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({
  content_type: z.enum(['movie', 'program', 'series', 'season', 'episode']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  access_token: z.string().optional(),
});
/**
 * 001 §7 Library content stream (library id, content id, seconds → playback_points): `seconds` is where
 * playback starts; the playback points that already ended by then are left out.
 */
const contentStreamQuery = streamKnobs.extend({
  library_id: z.coerce.number().int().positive().optional(),
  seconds: z.coerce.number().int().min(0).optional(),
});

export function registerContentRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;
  const origin = (request: FastifyRequest) => originOf(request, ctx.publicOrigin);

  function contentFrom(request: FastifyRequest): ContentRecord {
    const { id } = parseOrThrow(idParams, request.params, 'path');
    const content = findContent(catalogue, id);
    if (!content) throw notFound(`Content ${id} not found`);
    return content;
  }

  app.get(
    '/v2/contents',
    {
      config: {
        contract: {
          spec: '001 §3 Content, §7 Contents',
          tag: 'contents',
          summary: 'Contents, filtered by type, a page at a time',
          auth: 'optional',
          query: listQuery,
          response: { 200: z.array(contentAnswer) },
        },
      },
    },
    async (request) => {
      const user = await optionalUser(request, ctx.sessions);
      const q = parseOrThrow(listQuery, request.query, 'query');
      const child = await childProfileActive(ctx.db, user?.id);
      const all = forChild(child, catalogue.contents).filter(
        (c) => q.content_type === undefined || c.content_type === q.content_type,
      );
      return all.slice(q.offset, q.offset + q.limit).map((c) => contentJson(c, origin(request)));
    },
  );

  app.get(
    '/v2/contents/:id',
    {
      config: {
        contract: {
          spec: '001 §3 Content',
          tag: 'contents',
          summary: 'One content by id or slug',
          auth: 'optional',
          params: idParams,
          query: libraryQuery,
          response: { 200: contentAnswer },
        },
      },
    },
    async (request) => {
      parseOrThrow(libraryQuery, request.query, 'query');
      const user = await optionalUser(request, ctx.sessions);
      const content = contentFrom(request);
      refuseForChild(await childProfileActive(ctx.db, user?.id), content);
      return contentJson(content, origin(request));
    },
  );

  app.get(
    '/v2/contents/:id/meta',
    {
      config: {
        contract: {
          spec: '001 §3 Content meta, §4 Content page',
          tag: 'contents',
          summary: 'The user’s view of a content: history, purchase, buttons, where its stream comes from',
          auth: 'user',
          params: idParams,
          query: libraryQuery,
          response: { 200: contentMetaAnswer },
        },
      },
    },
    async (request) => {
      parseOrThrow(libraryQuery, request.query, 'query');
      const user = await requireUser(request, ctx.sessions);
      const content = contentFor(contentFrom(request), await openedFor(ctx, user.id));
      refuseForChild(await childProfileActive(ctx.db, user.id), content);
      return contentMetaJson(
        content,
        catalogue,
        await ctx.history.get(user.id, content.id, content.durationSec),
        languageOf(request),
      );
    },
  );

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
      const content = contentFrom(request);
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
      const content = contentFrom(request);
      refuseForChild(await requestFromChild(request, ctx), content);
      const seasons =
        content.content_type === 'series'
          ? content.childIds
          : content.content_type === 'season'
            ? [content.id]
            : undefined;
      if (!seasons)
        throw badRequest('id', `Content ${content.id} is a ${content.content_type}, not a series or season`);
      return seasons
        .flatMap((seasonId) => catalogue.contents.find((c) => c.id === seasonId)?.childIds ?? [])
        .map((episodeId) => catalogue.contents.find((c) => c.id === episodeId))
        .filter((episode): episode is ContentRecord => episode !== undefined)
        .map((episode) => ({
          id: episode.id,
          title: episode.title,
          description: episode.description,
          season: episode.season ?? null,
          series: episode.series ?? null,
          is_announcement: episode.isAnnouncement,
          histories: [],
        }));
    },
  );

  app.get(
    '/v2/contents/:id/stream',
    {
      config: {
        contract: {
          spec: '001 §3 Stream, §4 Content playback',
          tag: 'contents',
          summary: 'The content’s stream (403 not purchased or announced, 404 lost)',
          auth: 'user',
          params: idParams,
          query: contentStreamQuery,
          errors: [403],
          response: { 200: streamAnswer },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      const record = contentFrom(request);
      const content = await playableContent(ctx, user.id, record);
      const knobs = parseOrThrow(contentStreamQuery, request.query, 'query');
      const featuredOn = catalogue.channels.find((c) => c.featuredContentId === content.id)?.id ?? null;
      const packshots = ctx.media.packshots.map((p) => p.id);
      // A paid or 18+ film's media opens only through these URLs, for a few hours (api/media-gate.ts).
      const sign = contentMediaSigned(record) ? ctx.edge.sign : undefined;
      return contentStream(content, origin(request), knobs, featuredOn, packshots, knobs.seconds ?? 0, sign);
    },
  );

  app.get(
    '/v2/trailers/:id/stream',
    {
      config: {
        contract: {
          spec: '001 §4 Content page',
          tag: 'contents',
          summary: 'A trailer’s stream',
          auth: 'none',
          params: numericId,
          query: streamKnobs,
          response: { 200: streamAnswer },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(numericId, request.params, 'path');
      const knobs = parseOrThrow(streamKnobs, request.query, 'query');
      const trailer = catalogue.trailers.find((t) => t.id === id);
      if (!trailer) throw notFound(`Trailer ${id} not found`);
      return trailerStream(trailer, origin(request), knobs);
    },
  );

  app.get(
    '/v2/persons',
    {
      config: {
        contract: {
          spec: '001 §3 Person',
          tag: 'contents',
          summary: 'Every person',
          auth: 'none',
          response: { 200: z.array(personAnswer) },
        },
      },
    },
    async (request) => catalogue.persons.map((p) => personJson(p, origin(request))),
  );

  app.get(
    '/v2/persons/:id',
    {
      config: {
        contract: {
          spec: '001 §3 Person',
          tag: 'contents',
          summary: 'One person',
          auth: 'none',
          params: numericId,
          response: { 200: personAnswer },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(numericId, request.params, 'path');
      const person = catalogue.persons.find((p) => p.id === id);
      if (!person) throw notFound(`Person ${id} not found`);
      return personJson(person, origin(request));
    },
  );

  app.get(
    '/v2/persons/:id/contents',
    {
      config: {
        contract: {
          spec: '001 §3 Person',
          tag: 'contents',
          summary: 'The contents a person is in (a child profile: only titles rated 12 or less)',
          auth: 'optional',
          params: numericId,
          response: { 200: z.array(personContentAnswer) },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(numericId, request.params, 'path');
      const person = catalogue.persons.find((p) => p.id === id);
      if (!person) throw notFound(`Person ${id} not found`);
      const child = await requestFromChild(request, ctx);
      const contents = person.contentIds
        .map((contentId) => catalogue.contents.find((c) => c.id === contentId))
        .filter((c): c is ContentRecord => c !== undefined);
      return forChild(child, contents).map((c) => ({
        id: c.id,
        title: c.title,
        content_type: c.content_type,
        age: c.age,
        slug: c.slug,
      }));
    },
  );
}
