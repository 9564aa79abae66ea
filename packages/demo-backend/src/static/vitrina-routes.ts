// The vitrina (external) player page a vitrina channel's vitrinaUrl opens, and the hls.js it plays with: a
// paid or 18+ channel's page opens only from its signed link, and its picture comes signed too.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { channelMediaSigned } from '../api/media-gate';
import { findChannel } from '../catalogue/index';
import type { ApiContext } from '../context';
import { notFound, permissionDenied } from '../http/errors';
import { absoluteUrl, originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { mediaPaths } from '../media-server/index';
import { vitrinaHtml } from './vitrina';

const vitrinaQuery = z.object({
  channel: z.string().regex(/^[\w-]{1,64}$/),
  sig: z.string().max(64).optional(),
});

function hlsScriptPath(): string | null {
  try {
    return createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');
  } catch {
    return null;
  }
}

export function registerVitrinaRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;
  const hlsPath = hlsScriptPath();
  let hlsScript: Promise<Buffer> | undefined;

  app.get(
    '/static/vitrina.html',
    {
      config: {
        contract: {
          spec: 'demo static files',
          tag: 'static',
          summary: 'The vitrina (external) player page for a channel',
          auth: 'none',
          demo: true,
          query: vitrinaQuery,
          produces: 'text/html',
        },
      },
    },
    async (request, reply) => {
      const { channel: idOrSlug, sig } = parseOrThrow(vitrinaQuery, request.query, 'query');
      const channel = findChannel(catalogue, idOrSlug);
      if (!channel) throw notFound(`Channel ${idOrSlug} not found`);
      // A paid or 18+ channel opens only from the signed vitrinaUrl its viewer was given (issue 35 item 7:
      // `?channel=<any>` played any channel), and its picture then comes signed too.
      const signed = channelMediaSigned(channel);
      if (signed && !(sig && ctx.edge.tokenOpens(sig, `vitrina/${channel.id}`))) {
        throw permissionDenied(`${channel.name} opens only from its own signed link`);
      }
      if (!channel.vitrina) throw notFound(`${channel.name} has no vitrina player`);
      const origin = originOf(request, ctx.publicOrigin);
      const live = mediaPaths.liveMaster(channel.sourceId);
      const html = vitrinaHtml(
        channel.name,
        absoluteUrl(origin, signed ? ctx.edge.sign(live) : live),
        hlsPath ? absoluteUrl(origin, '/static/vendor/hls.min.js') : null,
      );
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get(
    '/static/vendor/hls.min.js',
    {
      config: {
        contract: {
          spec: 'demo static files',
          tag: 'static',
          summary: 'hls.js for the vitrina page',
          auth: 'none',
          demo: true,
          produces: 'text/javascript',
        },
      },
    },
    async (_request, reply) => {
      if (!hlsPath) throw notFound('hls.js is not installed next to the demo backend');
      hlsScript ??= readFile(hlsPath);
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('text/javascript; charset=utf-8')
        .send(await hlsScript);
    },
  );
}
