// HTTP face of the stat sink: the /v2/stat* endpoints the player and the app call (stat-routes.ts), the
// pixels VAST tracking and audience measurement fire, and /sink/calls for tests to read what arrived.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { parseOrThrow } from '../http/validate';
import { pathOf, queryOf } from './request-url';
import { callsAnswer } from './stat-answers';
import { registerStatRoutes } from './stat-routes';
import { SINK_KINDS, type SinkKind } from './stat-sink';

// A 1x1 transparent GIF: the smallest valid answer to an <img> or VAST tracking pixel.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const callsQuery = z.object({
  kind: z.enum(SINK_KINDS as [SinkKind, ...SinkKind[]]).optional(),
  since: z.coerce.number().int().nonnegative().optional(),
});

export function registerSinkRoutes(app: FastifyInstance, ctx: ApiContext): void {
  registerStatRoutes(app, ctx);

  const pixel = (kind: SinkKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    ctx.sink.record({
      kind,
      method: 'GET',
      path: pathOf(request),
      query: queryOf(request),
      body: null,
      userId: null,
    });
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  };
  app.get(
    '/sink/px',
    {
      config: {
        contract: {
          spec: 'demo stat sink',
          tag: 'outboxes',
          summary: 'An ad tracking pixel: recorded, answers a 1×1 GIF',
          auth: 'none',
          demo: true,
          produces: 'image/gif',
        },
      },
    },
    pixel('ad_pixel'),
  );
  app.get(
    '/sink/tns',
    {
      config: {
        contract: {
          spec: 'demo stat sink',
          tag: 'outboxes',
          summary: 'An audience measurement pixel: recorded, answers a 1×1 GIF',
          auth: 'none',
          demo: true,
          produces: 'image/gif',
        },
      },
    },
    pixel('tns'),
  );
  app.get(
    '/sink/click',
    {
      config: {
        contract: {
          spec: 'demo stat sink',
          tag: 'outboxes',
          summary: 'An ad click-through: recorded, answers the advertiser’s page',
          auth: 'none',
          demo: true,
          produces: 'text/html',
        },
      },
    },
    async (request, reply) => {
      ctx.sink.record({
        kind: 'ad_click',
        method: 'GET',
        path: pathOf(request),
        query: queryOf(request),
        body: null,
        userId: null,
      });
      return reply
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>Advertiser</title><h1>Demo advertiser landing page</h1>');
    },
  );

  app.get(
    '/sink/calls',
    {
      config: {
        contract: {
          spec: 'demo stat sink',
          tag: 'outboxes',
          summary: 'What the stat sink recorded (tests read it)',
          auth: 'none',
          demo: true,
          query: callsQuery,
          response: { 200: callsAnswer },
        },
      },
    },
    async (request, reply) => {
      const query = parseOrThrow(callsQuery, request.query, 'query');
      reply.header('cache-control', 'no-store');
      return { calls: ctx.sink.list(query), last_seq: ctx.sink.lastSeq };
    },
  );
  app.delete(
    '/sink/calls',
    {
      config: {
        contract: {
          spec: 'demo stat sink',
          tag: 'outboxes',
          summary: 'Forget the recorded calls',
          auth: 'none',
          demo: true,
          response: { 200: z.object({ ok: z.literal(true), last_seq: z.number().int() }) },
        },
      },
    },
    async () => {
      ctx.sink.clear();
      return { ok: true, last_seq: ctx.sink.lastSeq };
    },
  );
}
