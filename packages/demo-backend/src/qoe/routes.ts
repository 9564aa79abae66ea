/**
 * The console's API (/qoe/v1): the operator's sign-in, and the reads behind the overview, the metric time
 * series with their filters, the breakdowns and worst lists, the errors by §8 code, the viewings and one
 * viewing's timeline. Everything but the sign-in needs an operator's bearer token (operators.ts); the
 * answers name viewers (user ids), so CORS gives them to the console's own origin only (http/cors.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PasswordAttempts } from '../accounts/password-attempts';
import type { ApiContext } from '../context';
import { ApiError, authRequired, notFound } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import {
  breakdownAnswer,
  dimensionsAnswer,
  errorsAnswer,
  FILTER_DIMS,
  type FilterDim,
  METRIC_NAMES,
  type MetricName,
  overviewAnswer,
  RANGE_NAMES,
  rangeAnswer,
  seriesAnswer,
  worstAnswer,
} from './contract';
import { worseFirst } from './metrics';
import { type Operator, OperatorSessions } from './operators';
import {
  breakdown,
  dimensionValues,
  errorsByCode,
  type Filters,
  listViews,
  type Range,
  series,
  totals,
  viewWithEvents,
} from './read';
import { buildTimeline } from './timeline';

/** Each range's length and the step of its series (60, 96 and 84 points). */
export const RANGES = {
  hour: { ms: 3_600_000, step: 60_000 },
  day: { ms: 86_400_000, step: 900_000 },
  week: { ms: 7 * 86_400_000, step: 7_200_000 },
} as const;
export type RangeName = keyof typeof RANGES;

const dimValue = z.string().max(64);
const filterShape = Object.fromEntries(FILTER_DIMS.map((dim) => [dim, dimValue.optional()])) as Record<
  FilterDim,
  z.ZodOptional<typeof dimValue>
>;
const rangeQuery = z.object({
  range: z.enum(RANGE_NAMES).default('hour'),
  to: z.coerce.number().int().positive().optional().describe('End of the range, unix ms (default now)'),
  ...filterShape,
});
const breakdownQuery = rangeQuery.extend({ dim: z.enum(FILTER_DIMS) });
const seriesQuery = rangeQuery.extend({
  metric: z.enum(METRIC_NAMES as [MetricName, ...MetricName[]]),
});
const viewsQuery = rangeQuery.extend({
  failed: z.enum(['1', 'true']).optional(),
  user: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
const viewParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
const signInBody = z.object({ login: z.string().min(1).max(100), password: z.string().min(1).max(200) });

const operatorAnswer = z.object({ login: z.string(), name: z.string() });
const okAnswer = z.object({ ok: z.literal(true) });

type RangeQuery = z.output<typeof rangeQuery>;

function rangeOf(query: RangeQuery, now: number): Range & { name: RangeName; step: number } {
  const { ms, step } = RANGES[query.range];
  const to = Math.ceil((query.to ?? now) / step) * step;
  return { name: query.range, from: to - ms, to, step };
}

function filtersOf(query: RangeQuery): Filters {
  const filters: Filters = {};
  for (const dim of FILTER_DIMS) if (query[dim] !== undefined) filters[dim] = query[dim];
  return filters;
}

export function registerQoeRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const sessions = new OperatorSessions(ctx.db, ctx.passwords, ctx.now);
  const attempts = new PasswordAttempts(ctx.db, ctx.now);
  const db = ctx.db;

  const bearer = (request: FastifyRequest): string | undefined =>
    /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const requireOperator = async (request: FastifyRequest): Promise<Operator> => {
    const token = bearer(request);
    const operator = token ? await sessions.operatorFor(token) : null;
    if (!operator) throw authRequired('An operator sign-in is required');
    return operator;
  };

  /** Names for ids: channels and contents by the catalogue's names, the rest as they are. */
  const labelOf = (dim: FilterDim, value: string): string => {
    if (dim === 'channel') return ctx.catalogue.channels.find((c) => String(c.id) === value)?.name ?? value;
    if (dim === 'content') return ctx.catalogue.contents.find((c) => String(c.id) === value)?.title ?? value;
    return value;
  };

  const contract = (summary: string, extra: Record<string, unknown> = {}) => ({
    contract: {
      spec: 'issue 40 QoE console',
      tag: 'qoe',
      summary,
      auth: 'operator' as const,
      demo: true,
      ...extra,
    },
  });

  app.post(
    '/qoe/v1/session',
    {
      config: {
        rateLimit: RATE_LIMITS.signIn,
        contract: {
          spec: 'issue 40 QoE console',
          tag: 'qoe',
          summary: 'Operator sign-in: a bearer token for the console',
          auth: 'none',
          demo: true,
          body: signInBody,
          response: {
            200: z.object({ token: z.string(), expires_at: z.number(), operator: operatorAnswer }),
          },
          errors: [401],
        },
      },
    },
    async (request) => {
      const { login, password } = parseOrThrow(signInBody, request.body, 'body');
      const accountKey = `operator:${login.toLowerCase()}`;
      const claim = await attempts.claim(accountKey);
      if (claim.kind === 'wait') {
        throw new ApiError(429, 'rate_limited', `Too many attempts, retry in ${claim.retryAfterSec} s`);
      }
      const operator = await sessions.check(login, password);
      if (!operator) throw new ApiError(401, 'wrong_login', 'Wrong login or password');
      await attempts.succeeded(accountKey);
      const { token, expiresAt } = await sessions.open(operator);
      return { token, expires_at: expiresAt, operator: { login: operator.login, name: operator.name } };
    },
  );
  app.get(
    '/qoe/v1/session',
    {
      config: contract('The signed-in operator', {
        response: { 200: z.object({ operator: operatorAnswer }) },
      }),
    },
    async (request) => {
      const operator = await requireOperator(request);
      return { operator: { login: operator.login, name: operator.name } };
    },
  );
  app.delete(
    '/qoe/v1/session',
    { config: contract('Operator sign-out', { response: { 200: okAnswer } }) },
    async (request) => {
      await requireOperator(request);
      const token = bearer(request);
      if (token) await sessions.close(token);
      return { ok: true as const };
    },
  );

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
