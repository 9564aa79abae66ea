/** The viewings of a range and one viewing's timeline (/qoe/v1/views). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import type { ConsoleAccess } from './console-access';
import { rangeAnswer } from './contract';
import { filtersOf, rangeOf, viewParams, viewsQuery } from './range-query';
import { listViews, viewWithEvents } from './read';
import { buildTimeline } from './timeline';

export function registerViewRoutes(app: FastifyInstance, ctx: ApiContext, access: ConsoleAccess): void {
  const { requireOperator, labelOf, contract } = access;
  const db = ctx.db;
  const viewAnswer = z.looseObject({
    viewId: z.string(),
    channelLabel: z.string(),
    contentLabel: z.string(),
  });
  const labelView = <V extends { channel: string; content: string }>(view: V) => ({
    ...view,
    channelLabel: view.channel ? labelOf('channel', view.channel) : '',
    contentLabel: view.content ? labelOf('content', view.content) : '',
  });
  app.get(
    '/qoe/v1/views',
    {
      config: contract('Viewings of a range, the newest first (filters, failed only, one viewer)', {
        query: viewsQuery,
        response: { 200: z.object({ range: rangeAnswer, views: z.array(viewAnswer) }) },
      }),
    },
    async (request, reply) => {
      await requireOperator(request);
      const query = parseOrThrow(viewsQuery, request.query, 'query');
      const range = rangeOf(query, ctx.now());
      const views = await listViews(db, range, filtersOf(query), {
        failed: query.failed !== undefined,
        ...(query.user !== undefined ? { userId: query.user } : {}),
        ...(query.limit !== undefined ? { limit: query.limit } : {}),
      });
      reply.header('cache-control', 'no-store');
      return { range, views: views.map(labelView) };
    },
  );
  app.get(
    '/qoe/v1/views/:id',
    {
      config: contract('One viewing and its timeline: events, renditions, stalls and errors in order', {
        params: viewParams,
        response: {
          200: z.object({ view: viewAnswer, timeline: z.array(z.looseObject({ type: z.string() })) }),
        },
      }),
    },
    async (request, reply) => {
      await requireOperator(request);
      const { id } = parseOrThrow(viewParams, request.params, 'params');
      const found = await viewWithEvents(db, id);
      if (!found) throw notFound('No such viewing');
      reply.header('cache-control', 'no-store');
      return { view: labelView(found.view), timeline: buildTimeline(found.events) };
    },
  );
}
