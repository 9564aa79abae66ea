// The pieces every VAST route answers with: one ad built from the demo creatives (its media, pixels and
// click-through on this server), and the XML sent after an optional delay that ends when the client leaves.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VAST_MAX_DELAY_MS } from '../constants';
import type { ApiContext } from '../context';
import { badRequest } from '../http/errors';
import { absoluteUrl, originOf } from '../http/origin';
import { mediaPaths } from '../media-server/index';
import type { InlineAd } from './templates';

/** The query knobs every VAST route takes. */
export const common = z.object({
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
export type Common = z.output<typeof common>;

/** The pixel and error addresses of one ad or wrapper, reported to the stat sink under `tag`. */
export function trackingOf(origin: string, tag: string, ad: string) {
  const pixelQuery = { kind: 'vast', tag, ad };
  return {
    pixelQuery,
    pixel: (event: string) => absoluteUrl(origin, '/sink/px', { ...pixelQuery, event }),
    errorUrl: `${absoluteUrl(origin, '/sink/px', { ...pixelQuery, event: 'error' })}&code=[ERRORCODE]`,
  };
}

/**
 * Ad number `index` of a tag: the creative the query names, or the demo creatives in turn. `missingMedia`
 * points its media file at an address that answers 404 (the §8 media-not-found case).
 */
export function buildAd(
  ctx: ApiContext,
  request: FastifyRequest,
  q: Common,
  index: number,
  tag: string,
  missingMedia = false,
): InlineAd {
  const creatives = ctx.media.ads;
  const origin = originOf(request, ctx.publicOrigin);
  const creative = q.ad
    ? creatives.find((c) => c.id === q.ad)
    : creatives[index % Math.max(1, creatives.length)];
  if (!creative) throw badRequest('ad', `Unknown ad creative "${q.ad ?? ''}"`);
  const adId = `${tag}-${index + 1}`;
  const { pixelQuery, pixel, errorUrl } = trackingOf(origin, tag, adId);
  return {
    adId,
    title: `OnAir demo ad ${creative.id} (${creative.width}x${creative.height})`,
    durationSec: creative.durationSec,
    ...(q.skipoffset === undefined ? {} : { skipOffsetSec: q.skipoffset }),
    media: {
      url: absoluteUrl(origin, mediaPaths.adCreative(missingMedia ? `missing-${creative.id}` : creative.id)),
      width: creative.width,
      height: creative.height,
      bitrateKbps: creative.bitrateKbps,
      mime: creative.mime,
    },
    pixel,
    errorUrl,
    clickThrough: absoluteUrl(origin, '/sink/click', pixelQuery),
  };
}

/** Sends the XML, after `delay_ms` (or the route's own wait); the wait stops when the client gives up. */
export async function sendVast(
  request: FastifyRequest,
  reply: FastifyReply,
  q: Common,
  xml: string,
  waitMs = 0,
) {
  const ms = q.delay_ms ?? waitMs;
  if (ms > 0) {
    // Stop waiting when the client gives up, so slow-tag tests do not leave timers behind.
    const abort = new AbortController();
    request.raw.once('close', () => abort.abort());
    await delay(ms, undefined, { signal: abort.signal }).catch(() => undefined);
  }
  return reply.header('cache-control', 'no-store').type('application/xml; charset=utf-8').send(xml);
}
