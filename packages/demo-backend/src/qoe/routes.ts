/**
 * The console's API (/qoe/v1): the operator's sign-in (session-routes.ts), and the reads behind the overview,
 * the metric time series with their filters, the breakdowns and worst lists, the errors by §8 code, the
 * viewings and one viewing's timeline (view-routes.ts). Everything but the sign-in needs an operator's bearer
 * token (operators.ts); the answers name viewers (user ids), so CORS gives them to the console's own origin
 * only (http/cors.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { parseOrThrow } from '../http/validate';
import { consoleAccess } from './console-access';
import {
  breakdownAnswer,
  dimensionsAnswer,
  errorsAnswer,
  FILTER_DIMS,
  overviewAnswer,
  seriesAnswer,
  worstAnswer,
} from './contract';
import { worseFirst } from './metrics';
import { breakdownQuery, filtersOf, type RangeQuery, rangeOf, rangeQuery, seriesQuery } from './range-query';
import { breakdown, dimensionValues, errorsByCode, series, totals } from './read';
import { registerOperatorSessionRoutes } from './session-routes';
import { registerViewRoutes } from './view-routes';

export function registerQoeRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const access = consoleAccess(ctx);
  const { requireOperator, labelOf, contract } = access;
  const db = ctx.db;
  registerOperatorSessionRoutes(app, access);

  /** A range's metrics in total and per step, under the query's filters (the overview and the metric page). */
  const figures = async (query: RangeQuery) => {
    const range = rangeOf(query, ctx.now());
    const filters = filtersOf(query);
    const [all, points] = await Promise.all([
      totals(db, range, filters),
      series(db, range, range.step, filters),
    ]);
    return { range, filters, all, points };
  };
  app.get(
    '/qoe/v1/overview',
    {
      config: contract(
        'Headline metrics of a range, with their series (sparklines), and this server’s ingestion',
        {
          query: rangeQuery,
          response: { 200: overviewAnswer },
        },
      ),
    },
    async (request, reply) => {
      await requireOperator(request);
      const { range, all, points } = await figures(parseOrThrow(rangeQuery, request.query, 'query'));
      reply.header('cache-control', 'no-store');
      return { range, totals: all, series: points, ingest: ctx.qoe.figures() };
    },
  );
  app.get(
    '/qoe/v1/series',
    {
      config: contract(
        'One metric over a range, per step and in total, filtered by any of the breakdown’s dimensions',
        { query: seriesQuery, response: { 200: seriesAnswer } },
      ),
    },
    async (request, reply) => {
      await requireOperator(request);
      const query = parseOrThrow(seriesQuery, request.query, 'query');
      const { range, filters, all, points } = await figures(query);
      reply.header('cache-control', 'no-store');
      return {
        range,
        metric: query.metric,
        filters,
        total: all[query.metric],
        views: all.views,
        points: points.map((p) => ({ at: p.at, value: p.metrics[query.metric] })),
      };
    },
  );
  app.get(
    '/qoe/v1/breakdown',
    {
      config: contract(
        'The metrics per value of one dimension (channel, content, engine, browser, device, provider)',
        {
          query: breakdownQuery,
          response: { 200: breakdownAnswer },
        },
      ),
    },
    async (request, reply) => {
      await requireOperator(request);
      const query = parseOrThrow(breakdownQuery, request.query, 'query');
      const range = rangeOf(query, ctx.now());
      const rows = await breakdown(db, range, query.dim, filtersOf(query));
      reply.header('cache-control', 'no-store');
      return {
        range,
        dim: query.dim,
        rows: rows.map((r) => ({ value: r.value, label: labelOf(query.dim, r.value), metrics: r.metrics })),
      };
    },
  );
  app.get(
    '/qoe/v1/worst',
    {
      config: contract('The worst channels and contents of a range (failures, exits, stalls, slow starts)', {
        query: rangeQuery,
        response: { 200: worstAnswer },
      }),
    },
    async (request, reply) => {
      await requireOperator(request);
      const query = parseOrThrow(rangeQuery, request.query, 'query');
      const range = rangeOf(query, ctx.now());
      const filters = filtersOf(query);
      const worst = async (dim: 'channel' | 'content') =>
        (await breakdown(db, range, dim, filters, 500))
          .filter((r) => r.value !== '' && r.metrics.views > 0)
          .sort((a, b) => worseFirst(a.metrics, b.metrics))
          .slice(0, 10)
          .map((r) => ({ value: r.value, label: labelOf(dim, r.value), metrics: r.metrics }));
      const [channel, content] = await Promise.all([worst('channel'), worst('content')]);
      reply.header('cache-control', 'no-store');
      return { range, channel, content };
    },
  );
  app.get(
    '/qoe/v1/errors',
    {
      config: contract('Errors by §8 code (playback diagnostics code, licence server code, VAST code)', {
        query: rangeQuery,
        response: { 200: errorsAnswer },
      }),
    },
    async (request, reply) => {
      await requireOperator(request);
      const query = parseOrThrow(rangeQuery, request.query, 'query');
      const range = rangeOf(query, ctx.now());
      reply.header('cache-control', 'no-store');
      return { range, errors: await errorsByCode(db, range, filtersOf(query)) };
    },
  );

  registerViewRoutes(app, ctx, access);
  app.get(
    '/qoe/v1/dimensions',
    {
      config: contract('The values each filter has in a range', {
        query: rangeQuery,
        response: { 200: dimensionsAnswer },
      }),
    },
    async (request, reply) => {
      await requireOperator(request);
      const query = parseOrThrow(rangeQuery, request.query, 'query');
      const values = await dimensionValues(db, rangeOf(query, ctx.now()));
      reply.header('cache-control', 'no-store');
      return Object.fromEntries(
        FILTER_DIMS.map((dim) => [dim, values[dim].map((value) => ({ value, label: labelOf(dim, value) }))]),
      );
    },
  );
}
