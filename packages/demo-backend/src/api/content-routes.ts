// Content endpoints: list, one content, its meta; then the content's parts (sources, episodes), its
// streams and the persons, each group in its own file. Meta and streams need a token, the rest is browsable
// without one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { languageOf } from '../http/language';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { contentFor, openedFor } from '../packets/index';
import { childProfileActive, forChild, refuseForChild } from '../profiles/index';
import { optionalUser, requireUser } from '../session/auth';
import { contentAnswer, contentMetaAnswer } from './channel-content-answers';
import { contentFrom, idParams } from './content-params';
import { registerContentPartRoutes } from './content-part-routes';
import { registerContentPersonRoutes } from './content-persons-routes';
import { registerContentStreamRoutes } from './content-stream-routes';
import { libraryQuery } from './library-query';
import { contentJson, contentMetaJson } from './wire-content';

const listQuery = z.object({
  content_type: z.enum(['movie', 'program', 'series', 'season', 'episode']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  access_token: z.string().optional(),
});

export function registerContentRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;
  const origin = (request: FastifyRequest) => originOf(request, ctx.publicOrigin);

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
      const content = contentFrom(catalogue, request);
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
      const content = contentFor(contentFrom(catalogue, request), await openedFor(ctx, user.id));
      refuseForChild(await childProfileActive(ctx.db, user.id), content);
      return contentMetaJson(
        content,
        catalogue,
        await ctx.history.get(user.id, content.id, content.durationSec),
        languageOf(request),
      );
    },
  );

  registerContentPartRoutes(app, ctx);
  registerContentStreamRoutes(app, ctx);
  registerContentPersonRoutes(app, ctx);
}
