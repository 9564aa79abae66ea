// The VAST ad server under /vast/: one route per behaviour the ad engine must survive (001 §8 ad codes),
// with query knobs so a test can ask for exactly the failure it checks.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VAST_MAX_DELAY_MS, VAST_MAX_WRAPPER_DEPTH } from '../constants';
import type { ApiContext } from '../context';
import { badRequest } from '../http/errors';
import { absoluteUrl, originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { mediaPaths } from '../media/index';
import {
  brokenVast,
  emptyVast,
  type InlineAd,
  inlineVast,
  type VastVersion,
  vast1,
  wrapperVast,
} from './templates';

const common = z.object({
  version: z.enum(['4.2', '3.0']).default('4.2'),
  skipoffset: z.coerce.number().int().min(0).max(60).optional(),
  ad: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
  tag: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .optional(),
  delay_ms: z.coerce.number().int().min(0).max(VAST_MAX_DELAY_MS).optional(),
});
type Common = z.output<typeof common>;

const wrapperQuery = common.extend({
  depth: z.coerce.number().int().min(1).max(VAST_MAX_WRAPPER_DEPTH).default(1),
  final: z.enum(['inline', 'empty', 'broken', 'media404', 'pod']).default('inline'),
});
const podQuery = common.extend({ count: z.coerce.number().int().min(1).max(5).default(3) });

const SLOW_DEFAULT_MS = 6_000;

export function registerVastRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const creatives = ctx.media.ads;

  function buildAd(
    request: FastifyRequest,
    q: Common,
    index: number,
    tag: string,
    missingMedia = false,
  ): InlineAd {
    const origin = originOf(request, ctx.publicOrigin);
    const creative = q.ad
      ? creatives.find((c) => c.id === q.ad)
      : creatives[index % Math.max(1, creatives.length)];
    if (!creative) throw badRequest('ad', `Unknown ad creative "${q.ad ?? ''}"`);
    const adId = `${tag}-${index + 1}`;
    const pixelQuery = { kind: 'vast', tag, ad: adId };
    return {
      adId,
      title: `OnAir demo ad ${creative.id} (${creative.width}x${creative.height})`,
      durationSec: creative.durationSec,
      ...(q.skipoffset === undefined ? {} : { skipOffsetSec: q.skipoffset }),
      media: {
        url: absoluteUrl(
          origin,
          mediaPaths.adCreative(missingMedia ? `missing-${creative.id}` : creative.id),
        ),
        width: creative.width,
        height: creative.height,
        bitrateKbps: creative.bitrateKbps,
        mime: creative.mime,
      },
      pixel: (event) => absoluteUrl(origin, '/sink/px', { ...pixelQuery, event }),
      errorUrl: `${absoluteUrl(origin, '/sink/px', { ...pixelQuery, event: 'error' })}&code=[ERRORCODE]`,
      clickThrough: absoluteUrl(origin, '/sink/click', pixelQuery),
    };
  }

  async function send(request: FastifyRequest, reply: FastifyReply, q: Common, xml: string, waitMs = 0) {
    const ms = q.delay_ms ?? waitMs;
    if (ms > 0) {
      // Stop waiting when the client gives up, so slow-tag tests do not leave timers behind.
      const abort = new AbortController();
      request.raw.once('close', () => abort.abort());
      await delay(ms, undefined, { signal: abort.signal }).catch(() => undefined);
    }
    return reply.header('cache-control', 'no-store').type('application/xml; charset=utf-8').send(xml);
  }

  const version = (q: Common): VastVersion => q.version;
  const pod = (request: FastifyRequest, q: Common, count: number, tag: string) =>
    inlineVast(
      Array.from({ length: count }, (_, i) => buildAd(request, { ...q, ad: undefined }, i, tag)).map(
        (ad, i) => ({
          ...ad,
          sequence: i + 1,
        }),
      ),
      version(q),
    );

  app.get(
    '/vast/inline',
    {
      config: {
        contract: {
          spec: 'demo VAST server',
          tag: 'vast',
          summary: 'An inline VAST ad (skipoffset, version knobs)',
          auth: 'none',
          demo: true,
          query: common,
          produces: 'application/xml',
        },
      },
    },
    async (request, reply) => {
      const q = parseOrThrow(common, request.query, 'query');
      return send(request, reply, q, inlineVast([buildAd(request, q, 0, q.tag ?? 'inline')], version(q)));
    },
  );

  app.get(
    '/vast/pod',
    {
      config: {
        contract: {
          spec: 'demo VAST server',
          tag: 'vast',
          summary: 'An ad pod of count ads',
          auth: 'none',
          demo: true,
          query: podQuery,
          produces: 'application/xml',
        },
      },
    },
    async (request, reply) => {
      const q = parseOrThrow(podQuery, request.query, 'query');
      return send(request, reply, q, pod(request, q, q.count, q.tag ?? 'pod'));
    },
  );

  app.get(
    '/vast/buffet',
    {
      config: {
        contract: {
          spec: 'demo VAST server',
          tag: 'vast',
          summary: 'A pod with stand-alone buffet ads',
          auth: 'none',
          demo: true,
          query: common,
          produces: 'application/xml',
        },
      },
    },
    async (request, reply) => {
      const q = parseOrThrow(common, request.query, 'query');
      // Standalone ads (no sequence): a player picks one, the rest are fallbacks.
      const ads = [0, 1, 2].map((i) => buildAd(request, { ...q, ad: undefined }, i, q.tag ?? 'buffet'));
      return send(request, reply, q, inlineVast(ads, version(q)));
    },
  );

  app.get(
    '/vast/wrapper',
    {
      config: {
        contract: {
          spec: 'demo VAST server',
          tag: 'vast',
          summary: 'A wrapper chain depth deep',
          auth: 'none',
          demo: true,
          query: wrapperQuery,
          produces: 'application/xml',
        },
      },
    },
    async (request, reply) => {
      const q = parseOrThrow(wrapperQuery, request.query, 'query');
      const origin = originOf(request, ctx.publicOrigin);
      const passOn = { version: q.version, skipoffset: q.skipoffset, ad: q.ad, tag: q.tag };
      const finalPaths = {
        inline: '/vast/inline',
        empty: '/vast/empty',
        broken: '/vast/broken',
        media404: '/vast/media404',
        pod: '/vast/pod',
      } as const;
      const next =
        q.depth > 1
          ? absoluteUrl(origin, '/vast/wrapper', { ...passOn, depth: q.depth - 1, final: q.final })
          : absoluteUrl(origin, finalPaths[q.final], passOn);
      const tag = q.tag ?? 'wrapper';
      const pixelQuery = { kind: 'vast', tag, ad: `wrapper-${q.depth}` };
      const xml = wrapperVast(
        {
          adId: `wrapper-${q.depth}`,
          next,
          pixel: (event) => absoluteUrl(origin, '/sink/px', { ...pixelQuery, event }),
          errorUrl: `${absoluteUrl(origin, '/sink/px', { ...pixelQuery, event: 'error' })}&code=[ERRORCODE]`,
        },
        version(q),
      );
      return send(request, reply, q, xml);
    },
  );

  app.get(
    '/vast/empty',
    {
      config: {
        contract: {
          spec: 'demo VAST server',
          tag: 'vast',
          summary: 'An empty VAST (no ad)',
          auth: 'none',
          demo: true,
          query: common,
          produces: 'application/xml',
        },
      },
    },
    async (request, reply) => {
      const q = parseOrThrow(common, request.query, 'query');
      return send(request, reply, q, emptyVast());
    },
  );

  app.get(
    '/vast/broken',
    {
      config: {
        contract: {
          spec: 'demo VAST server',
          tag: 'vast',
          summary: 'Malformed XML (error handling)',
          auth: 'none',
          demo: true,
          query: common,
          produces: 'application/xml',
        },
      },
    },
    async (request, reply) => {
      const q = parseOrThrow(common, request.query, 'query');
      return send(request, reply, q, brokenVast());
    },
  );

  app.get(
    '/vast/v1',
    {
      config: {
        contract: {
          spec: 'demo VAST server',
          tag: 'vast',
          summary: 'A VAST 1 document (unsupported version)',
          auth: 'none',
          demo: true,
          query: common,
          produces: 'application/xml',
        },
      },
    },
    async (request, reply) => {
      const q = parseOrThrow(common, request.query, 'query');
      return send(request, reply, q, vast1(buildAd(request, q, 0, q.tag ?? 'v1')));
    },
  );

  app.get(
    '/vast/slow',
    {
      config: {
        contract: {
          spec: 'demo VAST server',
          tag: 'vast',
          summary: 'An ad that answers late (time-outs)',
          auth: 'none',
          demo: true,
          query: common,
          produces: 'application/xml',
        },
      },
    },
    async (request, reply) => {
      const q = parseOrThrow(common, request.query, 'query');
      const xml = inlineVast([buildAd(request, q, 0, q.tag ?? 'slow')], version(q));
      return send(request, reply, q, xml, SLOW_DEFAULT_MS);
    },
  );

  app.get(
    '/vast/media404',
    {
      config: {
        contract: {
          spec: 'demo VAST server',
          tag: 'vast',
          summary: 'An ad whose media file is missing',
          auth: 'none',
          demo: true,
          query: common,
          produces: 'application/xml',
        },
      },
    },
    async (request, reply) => {
      const q = parseOrThrow(common, request.query, 'query');
      return send(
        request,
        reply,
        q,
        inlineVast([buildAd(request, q, 0, q.tag ?? 'media404', true)], version(q)),
      );
    },
  );
}
