// Rowsets (the menu pages), page load by slug or id, one row by page, and libraries (001 §7 Rowsets,
// Page load, Rows, Row, Libraries). Rows come without items in a page: the client loads each row when
// it scrolls near it (001 §4: 4 rows first, the rest lazily).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { catalogueLanguageOf } from '../http/language';
import { parseOrThrow } from '../http/validate';
import { optionalUser } from '../session/auth';
import { RASTER_MAX_WIDTH, rasterCache, rasterWidth, svgToWebp } from '../static/raster';
import { hueOf } from '../static/svg';
import { rowFiller } from './row-items';
import {
  libraryAnswer,
  menuPageJson,
  menuPageSchema,
  pageJson,
  pageSchema,
  rowHeadJson,
  rowSchema,
} from './rowset-answers';
import type { CurationStore, PageRecord } from './store';

const slugOrId = z.object({ id: z.string().regex(/^[\w.-]{1,64}$/, 'a slug or id') });
const token = { access_token: z.string().optional() };
const rowsetsQuery = z.object({ variant: z.enum(['web', 'mobile300']).default('web'), ...token });
const pageQuery = z.object({
  q: z.string().max(255).optional(),
  library_id: z.coerce.number().int().positive().optional(),
  ...token,
});
/** 001 §9: 24 a page (100 for prerender); 100 is the most one call may ask for. */
export const rowQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  search: z.string().max(255).optional(),
  library_id: z.coerce.number().int().positive().optional(),
  ...token,
});
const bannerQuery = z.object({ title: z.string().max(80).default(''), sub: z.string().max(80).default('') });
const bannerRasterQuery = bannerQuery.extend({
  w: z.coerce.number().int().min(1).max(RASTER_MAX_WIDTH).optional(),
});
const BANNER_WIDTH = 1280;

/** A wide two-colour backdrop whose hues come from the promotion, so each slide looks its own. */
export function bannerSvg(seed: string): string {
  const hue = hueOf(seed || 'OnAir');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="480" viewBox="0 0 1280 480">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,38%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 60) % 360},55%,18%)"/></linearGradient></defs>`,
    '<rect width="1280" height="480" fill="url(#g)"/>',
    `<circle cx="1040" cy="140" r="220" fill="hsl(${(hue + 30) % 360},70%,55%)" opacity="0.25"/>`,
    '</svg>',
  ].join('');
}

export function registerPageRoutes(app: FastifyInstance, ctx: ApiContext, store: CurationStore): void {
  const spec = '001 §7 Rowsets, Rows, Row, Page load, Libraries';
  const fill = rowFiller(ctx);
  const lang = (request: FastifyRequest) => catalogueLanguageOf(request);
  const userId = async (request: FastifyRequest) => (await optionalUser(request, ctx.sessions))?.id;

  app.get(
    '/v2/rowsets',
    {
      config: {
        contract: {
          spec,
          tag: 'catalogue',
          summary: 'The menu pages of a client variant',
          auth: 'none',
          query: rowsetsQuery,
          response: { 200: z.array(menuPageSchema) },
        },
      },
    },
    async (request) => {
      const { variant } = parseOrThrow(rowsetsQuery, request.query, 'query');
      const pages = await store.rowsets(variant);
      return Promise.all(
        pages.map(async (page) => menuPageJson(page, await store.subPages(page.id), lang(request))),
      );
    },
  );

  async function pageFrom(request: FastifyRequest): Promise<PageRecord> {
    const { id } = parseOrThrow(slugOrId, request.params, 'path');
    const page = await store.page(id);
    if (!page) throw notFound(`Page ${id} not found`);
    return page;
  }

  app.get(
    '/v2/pages/:id',
    {
      config: {
        contract: {
          spec,
          tag: 'catalogue',
          summary:
            'Page load: a page and its rows (without items), by slug or id; with q only the rows that find something',
          auth: 'optional',
          params: slugOrId,
          query: pageQuery,
          response: { 200: pageSchema },
        },
      },
    },
    async (request) => {
      const query = parseOrThrow(pageQuery, request.query, 'query');
      const page = await pageFrom(request);
      let rows = await store.rowsOf(page.id);
      const q = query.q?.trim().toLowerCase();
      if (q) {
        const viewer = await userId(request);
        const ask = { offset: 0, limit: 1, search: q, library_id: query.library_id, userId: viewer };
        const found = await Promise.all(rows.map(async (row) => (await fill(row, ask, request)).lists));
        rows = rows.filter((_, i) => Object.values(found[i] ?? {}).some((list) => list.length > 0));
      }
      return pageJson(page, await store.subPages(page.id), rows, lang(request));
    },
  );

  app.get(
    '/v2/rows/:id',
    {
      config: {
        contract: {
          spec,
          tag: 'catalogue',
          summary: 'One row with a page of its items (offset, limit, search, library_id)',
          auth: 'optional',
          params: slugOrId,
          query: rowQuery,
          response: { 200: rowSchema },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(slugOrId, request.params, 'path');
      const query = parseOrThrow(rowQuery, request.query, 'query');
      const row = await store.row(id);
      if (!row) throw notFound(`Row ${id} not found`);
      const ask = { ...query, search: query.search?.trim().toLowerCase(), userId: await userId(request) };
      const { lists, more_count } = await fill(row, ask, request);
      return {
        ...rowHeadJson(row, lang(request)),
        ...lists,
        offset: query.offset,
        limit: query.limit,
        more_count,
        loop_count: 0,
        status: 'active',
      };
    },
  );

  app.get(
    '/v2/libraries',
    {
      config: {
        contract: {
          spec,
          tag: 'catalogue',
          summary: 'The libraries',
          auth: 'none',
          response: { 200: libraryAnswer },
        },
      },
    },
    async () =>
      (await store.libraries()).map((l) => ({
        id: l.id,
        title: l.title,
        bg: l.bg,
        cover: { bg: l.bg, color_bg: l.bg },
      })),
  );

  registerBannerRoutes(app);
}

/** The demo's generated promo banners: an SVG, and the same drawn as WebP at a width for a srcset. */
function registerBannerRoutes(app: FastifyInstance): void {
  app.get(
    '/static/banner.svg',
    {
      config: {
        contract: {
          spec: 'demo artwork',
          tag: 'media',
          summary: 'A generated promo banner',
          auth: 'none',
          demo: true,
          query: bannerQuery,
          produces: 'image/svg+xml',
        },
      },
    },
    async (request, reply) => {
      const { title, sub } = parseOrThrow(bannerQuery, request.query, 'query');
      // No words in the picture: the app lays the promotion's title and text over it.
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('image/svg+xml')
        .send(bannerSvg(`${title}${sub}`));
    },
  );

  const raster = rasterCache(200);
  app.get(
    '/static/banner.webp',
    {
      config: {
        contract: {
          spec: 'demo artwork',
          tag: 'media',
          summary: 'A generated promo banner as WebP, at a width for a srcset',
          auth: 'none',
          demo: true,
          query: bannerRasterQuery,
          produces: 'image/webp',
        },
      },
    },
    async (request, reply) => {
      const { title, sub, w } = parseOrThrow(bannerRasterQuery, request.query, 'query');
      const seed = `${title}${sub}`;
      const width = rasterWidth(w, BANNER_WIDTH);
      const picture = await raster(`${seed}/${width}`, () => svgToWebp(bannerSvg(seed), BANNER_WIDTH, width));
      return reply.header('cache-control', 'public, max-age=3600').type('image/webp').send(picture);
    },
  );
}
