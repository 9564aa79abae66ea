// Static bits the catalogue points at: generated SVG artwork, the vitrina player page, legal pages,
// hls.js for that page, and /robots.txt for the clients' connectivity ping (001 §7, no-store).
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
import { labelSvg } from './svg';
import { vitrinaHtml } from './vitrina';

const svgParams = z.object({ id: z.string().regex(/^\d{1,9}\.svg$/, 'an id followed by .svg') });
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

export function registerStaticRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;
  const hlsPath = hlsScriptPath();
  let hlsScript: Promise<Buffer> | undefined;

  const svg = (
    kind: string,
    find: (id: number) => { label: string; sub?: string } | undefined,
    w: number,
    h: number,
  ) =>
    app.get(
      `/static/${kind}/:id`,
      {
        config: {
          contract: {
            spec: 'demo static files',
            tag: 'static',
            summary: 'Generated SVG artwork (logos, posters, persons)',
            auth: 'none',
            demo: true,
            params: svgParams,
            produces: 'image/svg+xml',
          },
        },
      },
      async (request, reply) => {
        const { id } = parseOrThrow(svgParams, request.params, 'path');
        const found = find(Number.parseInt(id, 10));
        if (!found) throw notFound(`No ${kind} artwork ${id}`);
        return reply
          .header('cache-control', 'public, max-age=3600')
          .type('image/svg+xml')
          .send(labelSvg(found.label, w, h, found.sub));
      },
    );

  svg(
    'logos',
    (id) => {
      const channel = catalogue.channels.find((c) => c.id === id);
      return channel && { label: channel.name, sub: `#${channel.id}` };
    },
    320,
    180,
  );
  svg(
    'posters',
    (id) => {
      const content = catalogue.contents.find((c) => c.id === id);
      return content && { label: content.title, sub: content.content_type };
    },
    400,
    600,
  );
  svg(
    'persons',
    (id) => {
      const person = catalogue.persons.find((p) => p.id === id);
      return person && { label: person.name, sub: person.role };
    },
    300,
    400,
  );

  app.get(
    '/static/mattress.svg',
    {
      config: {
        contract: {
          spec: 'demo static files',
          tag: 'static',
          summary: 'The catch-up blackout mattress picture',
          auth: 'none',
          demo: true,
          produces: 'image/svg+xml',
        },
      },
    },
    async (_request, reply) =>
      reply.type('image/svg+xml').send(labelSvg('Catch-up not available', 640, 360, 'OnAir demo')),
  );

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

  for (const [page, title] of [
    ['agreement', 'User agreement'],
    ['privacy', 'Privacy policy'],
  ] as const) {
    app.get(
      `/static/${page}.html`,
      {
        config: {
          contract: {
            spec: 'demo static files',
            tag: 'static',
            summary: 'A legal page (agreement, privacy)',
            auth: 'none',
            demo: true,
            produces: 'text/html',
          },
        },
      },
      async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><title>${title}</title><h1>${title}</h1><p>Demo text of the OnAir demo operator.</p>`,
          ),
    );
  }

  app.get(
    '/robots.txt',
    {
      config: {
        contract: {
          spec: '001 §7 connectivity ping',
          tag: 'static',
          summary: 'robots.txt, also the clients’ connectivity ping (no-store)',
          auth: 'none',
          demo: true,
          produces: 'text/plain',
        },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('User-agent: *\nDisallow:\n'),
  );
}
