// A content's stream (for a user entitled to it) and a trailer's (for anyone).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { requireUser } from '../session/auth';
import { streamAnswer } from './channel-content-answers';
import { playableContent } from './content-access';
import { contentFrom, idParams, numericId } from './content-params';
import { streamKnobs } from './knobs';
import { contentMediaSigned } from './media-gate';
import { contentStream, trailerStream } from './stream-response';

/**
 * 001 §7 Library content stream (library id, content id, seconds → playback_points): `seconds` is where
 * playback starts; the playback points that already ended by then are left out.
 */
const contentStreamQuery = streamKnobs.extend({
  library_id: z.coerce.number().int().positive().optional(),
  seconds: z.coerce.number().int().min(0).optional(),
});

export function registerContentStreamRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;
  const origin = (request: FastifyRequest) => originOf(request, ctx.publicOrigin);

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
      const record = contentFrom(catalogue, request);
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
}
