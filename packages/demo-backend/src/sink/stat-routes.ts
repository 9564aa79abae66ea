// The /v2/stat* endpoints the player and the app call (000 §7 Statistics, 001 §4 Player): each body is
// checked against its call's schema, handed to the QoE store (src/qoe) with its secrets removed, kept in the
// stat sink for tests, and a content's ping moves the viewer's resume point. They never answer 401 (000 §8
// exempts them); a valid token only tags the call with its user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { ApiError, badRequest } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { viewSchema } from '../qoe/ping';
import { tokenOf } from '../session/auth';
import { WatchHistory } from '../session/history';
import { queryOf } from './request-url';
import { scrubBody } from './secrets';
import { statAnswer } from './stat-answers';
import type { SinkKind } from './stat-sink';

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

/** sendBeacon posts text/plain: accept a JSON string body too. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw badRequest('body', 'Malformed JSON body');
  }
}

export function registerStatRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const userOf = async (request: FastifyRequest): Promise<number | null> => {
    const token = tokenOf(request);
    return token ? ((await ctx.sessions.userForToken(token))?.id ?? null) : null;
  };

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
}
