// Static bits the catalogue points at: generated SVG artwork, the vitrina player page and hls.js for it
// (vitrina-routes.ts), legal pages, and /robots.txt for the clients' connectivity ping (001 §7, no-store).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { RASTER_MAX_WIDTH, rasterCache, rasterWidth, svgToWebp } from './raster';
import { labelSvg } from './svg';
import { registerVitrinaRoutes } from './vitrina-routes';

const svgParams = z.object({
  id: z.string().regex(/^\d{1,9}\.(svg|webp)$/, 'an id followed by .svg or .webp'),
});
/** A WebP's width, for the client's srcset (raster.ts snaps it to an offered width). */
const rasterQuery = z.object({
  w: z.coerce.number().int().min(1).max(RASTER_MAX_WIDTH).optional(),
});

export function registerStaticRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;

  const raster = rasterCache();
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
            summary: 'Generated artwork (logos, posters, persons): SVG, or WebP at a width for a srcset',
            auth: 'none',
            demo: true,
            params: svgParams,
            query: rasterQuery,
            produces: 'image/webp',
          },
        },
      },
      async (request, reply) => {
        const { id } = parseOrThrow(svgParams, request.params, 'path');
        const { w: asked } = parseOrThrow(rasterQuery, request.query, 'query');
        const number = Number.parseInt(id, 10);
        const found = find(number);
        if (!found) throw notFound(`No ${kind} artwork ${id}`);
        const drawing = labelSvg(found.label, w, h, found.sub);
        reply.header('cache-control', 'public, max-age=3600');
        if (id.endsWith('.svg')) return reply.type('image/svg+xml').send(drawing);
        const width = rasterWidth(asked, w);
        const picture = await raster(`${kind}/${number}/${width}`, () => svgToWebp(drawing, w, width));
        return reply.type('image/webp').send(picture);
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

  registerVitrinaRoutes(app, ctx);

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
