// HTTP face of the stat sink: the /v2/stat* endpoints the player and the app call, the pixels VAST
// tracking and audience measurement fire, and /sink/calls for tests to read what arrived.
// Stat calls never answer 401 (000 §8 exempts them); a valid token only tags the call with its user.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { ApiError, badRequest } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { viewSchema } from '../qoe/ping';
import { tokenOf } from '../session/auth';
import { WatchHistory } from '../session/history';
import { callsAnswer, statAnswer } from './answers';
import { scrubBody } from './secrets';
import { SINK_KINDS, type SinkKind } from './stat-sink';

const id = z.union([z.string().min(1), z.number()]);
const count = z.number().finite().nonnegative();

// Issue 40: the SDK adds `view` (which viewing a call belongs to) to its playback and ad calls, `final`
// and `exit` to a viewing's last ping, and the licence server's `serverCode` to an error; the QoE store
// reads them (src/qoe/ping.ts). Older clients send none of them.
const view = viewSchema.optional();
const qoe = z
  .looseObject({
    startupMs: count.nullable().optional(),
    rebufferCount: z.number().int().nonnegative().optional(),
    rebufferMs: count.optional(),
    bitrate: count.nullable().optional(),
  })
  .optional()
  .describe('The QoE figures so far (SDK QoeFigures)');

const BODY_SCHEMAS: Record<string, { kind: SinkKind; schema: z.ZodType }> = {
  '/v2/stat': {
    kind: 'stat',
    schema: z.looseObject({
      stat_id: id,
      seconds: count,
      position: count.optional(),
      qoe,
      view,
      final: z.boolean().optional().describe('The viewing’s last ping (stop, switch, destroy)'),
      exit: z.boolean().optional().describe('The viewing ended before its first frame, without an error'),
    }),
  },
  '/v2/stat/playback/start': {
    kind: 'playback_start',
    schema: z.looseObject({ statId: id, startType: z.string().optional(), position: count.optional(), view }),
  },
  '/v2/stat/playback/update': {
    kind: 'playback_update',
    schema: z.looseObject({ statId: id, position: count, view }),
  },
  '/v2/stat/playback/error': {
    kind: 'playback_error',
    schema: z.looseObject({
      statId: id,
      position: count,
      code: z.union([z.number(), z.string()]).optional().describe('§8 diagnostics code'),
      errorType: z.string().optional().describe('§8 error type name'),
      serverCode: z
        .union([z.number(), z.string()])
        .optional()
        .describe('A licence server’s own code (§8: 8002 carries a nested message)'),
      qoe,
      view,
    }),
  },
  '/v2/stat/tracking': {
    kind: 'tracking',
    schema: z.looseObject({ fts: z.number().int().nonnegative(), evtp: z.number().int().min(0).max(9) }),
  },
  '/v2/stat/events': {
    kind: 'analytics',
    schema: z.union([
      z.looseObject({ event: z.enum(['play', 'click', 'focus', 'show']) }),
      z.looseObject({ events: z.array(z.looseObject({ event: z.string().min(1) })).min(1) }),
    ]),
  },
  '/v2/stat/ads': {
    kind: 'ad_analytics',
    schema: z.looseObject({ ad: z.unknown(), event: z.string().min(1), place: z.string().min(1), view }),
  },
};

// A 1x1 transparent GIF: the smallest valid answer to an <img> or VAST tracking pixel.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const callsQuery = z.object({
  kind: z.enum(SINK_KINDS as [SinkKind, ...SinkKind[]]).optional(),
  since: z.coerce.number().int().nonnegative().optional(),
});

/** sendBeacon posts text/plain: accept a JSON string body too. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw badRequest('body', 'Malformed JSON body');
  }
}

export function registerSinkRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const userOf = async (request: FastifyRequest): Promise<number | null> => {
    const token = tokenOf(request);
    return token ? ((await ctx.sessions.userForToken(token))?.id ?? null) : null;
  };
  const queryOf = (request: FastifyRequest) =>
    Object.fromEntries(new URL(request.url, 'http://x').searchParams);
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

  const recordHistory = async (userId: number, body: Record<string, unknown>) => {
    const contentId = WatchHistory.contentIdOf(body.stat_id as string | number);
    // A ping's `seconds` is the time watched since the last ping; the resume point is its `position`
    // (older clients send only seconds, which then is the best we know).
    const position = typeof body.position === 'number' ? body.position : Number(body.seconds);
    if (contentId !== undefined && Number.isFinite(position))
      await ctx.history.record(userId, contentId, position);
  };

  for (const [path, { kind, schema }] of Object.entries(BODY_SCHEMAS)) {
    app.post(
      path,
      {
        config: {
          contract: {
            spec: '000 §7 Statistics, 001 §4 Player',
            tag: 'stats',
            summary: `Record a ${kind} call (never 401: 000 §8)`,
            auth: 'none',
            body: schema,
            response: { 200: statAnswer },
            errors: [503],
          },
        },
      },
      async (request, reply) => {
        const body = parseOrThrow(schema, jsonBody(request.body), 'body') as Record<string, unknown>;
        const userId = await userOf(request);
        // Into SQL for the QoE console (src/qoe), secrets removed first. A full queue answers 503: the
        // SDK's send queue retries the call later, so a slow database loses nothing.
        const meta = { receivedAt: ctx.now(), userId, userAgent: request.headers['user-agent'] };
        if (ctx.qoe.accept(kind, scrubBody(body) as Record<string, unknown>, meta) === 'refused') {
          reply.header('retry-after', '1');
          throw new ApiError(503, 'busy', 'The stat ingestion is busy, retry in 1 s');
        }
        const call = ctx.sink.record({ kind, method: 'POST', path, query: queryOf(request), body, userId });
        if (kind === 'stat' && userId !== null) await recordHistory(userId, body);
        return { ok: true, seq: call.seq };
      },
    );
  }

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
