// The VAST ad server under /vast/: one route per behaviour the ad engine must survive (001 §8 ad codes),
// with query knobs so a test can ask for exactly the failure it checks. The routes are a table: each names
// its path, what it is for, its query, and the XML it answers with.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VAST_MAX_WRAPPER_DEPTH } from '../constants';
import type { ApiContext } from '../context';
import type { RouteContract } from '../http/contract';
import { absoluteUrl, originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { buildAd, type Common, common, sendVast, trackingOf } from './ads';
import { brokenVast, emptyVast, inlineVast, vast1, wrapperVast } from './templates';

const wrapperQuery = common.extend({
  depth: z.coerce.number().int().min(1).max(VAST_MAX_WRAPPER_DEPTH).default(1),
  final: z.enum(['inline', 'empty', 'broken', 'media404', 'pod']).default('inline'),
});
const podQuery = common.extend({ count: z.coerce.number().int().min(1).max(5).default(3) });

const SLOW_DEFAULT_MS = 6_000;

interface VastRoute<Q extends typeof common> {
  path: string;
  summary: string;
  query: Q;
  /** The XML of the answer, and how long to wait before it when the query names no `delay_ms`. */
  answer(ctx: ApiContext, request: FastifyRequest, q: z.output<Q>): string | { xml: string; waitMs: number };
}

const route = <Q extends typeof common>(r: VastRoute<Q>) => r as unknown as VastRoute<typeof common>;

/** A pod of `count` ads played in sequence. */
const pod = (ctx: ApiContext, request: FastifyRequest, q: Common, count: number, tag: string) =>
  inlineVast(
    Array.from({ length: count }, (_, i) => ({
      ...buildAd(ctx, request, { ...q, ad: undefined }, i, tag),
      sequence: i + 1,
    })),
    q.version,
  );

/** Where the last wrapper of a chain points, by `final`. */
const FINAL_PATHS = {
  inline: '/vast/inline',
  empty: '/vast/empty',
  broken: '/vast/broken',
  media404: '/vast/media404',
  pod: '/vast/pod',
} as const;

const VAST_ROUTES = [
  route({
    path: '/vast/inline',
    summary: 'An inline VAST ad (skipoffset, version knobs)',
    query: common,
    answer: (ctx, request, q) => inlineVast([buildAd(ctx, request, q, 0, q.tag ?? 'inline')], q.version),
  }),
  route({
    path: '/vast/pod',
    summary: 'An ad pod of count ads',
    query: podQuery,
    answer: (ctx, request, q) => pod(ctx, request, q, q.count, q.tag ?? 'pod'),
  }),
  route({
    path: '/vast/buffet',
    summary: 'A pod with stand-alone buffet ads',
    query: common,
    // Standalone ads (no sequence): a player picks one, the rest are fallbacks.
    answer: (ctx, request, q) =>
      inlineVast(
        [0, 1, 2].map((i) => buildAd(ctx, request, { ...q, ad: undefined }, i, q.tag ?? 'buffet')),
        q.version,
      ),
  }),
  route({
    path: '/vast/wrapper',
    summary: 'A wrapper chain depth deep',
    query: wrapperQuery,
    answer: (ctx, request, q) => {
      const origin = originOf(request, ctx.publicOrigin);
      const passOn = { version: q.version, skipoffset: q.skipoffset, ad: q.ad, tag: q.tag };
      const next =
        q.depth > 1
          ? absoluteUrl(origin, '/vast/wrapper', { ...passOn, depth: q.depth - 1, final: q.final })
          : absoluteUrl(origin, FINAL_PATHS[q.final], passOn);
      const adId = `wrapper-${q.depth}`;
      const { pixel, errorUrl } = trackingOf(origin, q.tag ?? 'wrapper', adId);
      return wrapperVast({ adId, next, pixel, errorUrl }, q.version);
    },
  }),
  route({
    path: '/vast/empty',
    summary: 'An empty VAST (no ad)',
    query: common,
    answer: () => emptyVast(),
  }),
  route({
    path: '/vast/broken',
    summary: 'Malformed XML (error handling)',
    query: common,
    answer: () => brokenVast(),
  }),
  route({
    path: '/vast/v1',
    summary: 'A VAST 1 document (unsupported version)',
    query: common,
    answer: (ctx, request, q) => vast1(buildAd(ctx, request, q, 0, q.tag ?? 'v1')),
  }),
  route({
    path: '/vast/slow',
    summary: 'An ad that answers late (time-outs)',
    query: common,
    answer: (ctx, request, q) => ({
      xml: inlineVast([buildAd(ctx, request, q, 0, q.tag ?? 'slow')], q.version),
      waitMs: SLOW_DEFAULT_MS,
    }),
  }),
  route({
    path: '/vast/media404',
    summary: 'An ad whose media file is missing',
    query: common,
    answer: (ctx, request, q) =>
      inlineVast([buildAd(ctx, request, q, 0, q.tag ?? 'media404', true)], q.version),
  }),
];

export function registerVastRoutes(app: FastifyInstance, ctx: ApiContext): void {
  for (const { path, summary, query, answer } of VAST_ROUTES) {
    const contract: RouteContract = {
      spec: 'demo VAST server',
      tag: 'vast',
      summary,
      auth: 'none',
      demo: true,
      query,
      produces: 'application/xml',
    };
    app.get(path, { config: { contract } }, async (request, reply) => {
      const q = parseOrThrow(query, request.query, 'query');
      const answered = answer(ctx, request, q);
      const { xml, waitMs } = typeof answered === 'string' ? { xml: answered, waitMs: 0 } : answered;
      return sendVast(request, reply, q, xml, waitMs);
    });
  }
}
