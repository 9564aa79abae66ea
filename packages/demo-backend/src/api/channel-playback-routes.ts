// A channel's EPG and its stream (live, or the archive at ts): what playing a channel asks for.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scheduleFor } from '../catalogue/schedule';
import { SCHEDULE_AHEAD_SEC, SCHEDULE_BACK_SEC } from '../constants';
import type { ApiContext } from '../context';
import { badRequest } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { channelFor, openedFor, packetNames } from '../packets/index';
import { childProfileActive, refuseForChild } from '../profiles/index';
import { optionalUser, requireUser } from '../session/auth';
import { channelAccess } from './channel-access';
import { programmeAnswer, streamAnswer } from './channel-content-answers';
import { channelWire, idParams } from './channel-wire';
import { streamKnobs } from './knobs';
import { channelMediaSigned } from './media-gate';
import { channelStream } from './stream-response';
import { programmeJson } from './wire-channel';

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

export function registerChannelPlaybackRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;
  const { nowSec, channelFrom, wire } = channelWire(ctx);

  app.get(
    '/v2/channels/:id/schedule',
    {
      config: {
        contract: {
          spec: '000 §3 Programme, 001 §4 Live and archive',
          tag: 'channels',
          summary:
            'The channel’s programmes between start and end (EPG; 403 for a child profile on an adult channel)',
          auth: 'optional',
          params: idParams,
          query: scheduleQuery,
          errors: [403],
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
