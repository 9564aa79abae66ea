// GET /v2/info_pages/{slug} (000 §2 info pages: terms, faq, gift, rules pages) and GET
// /v2/instructions (001 §2 Instructions page: the devices with steps and help link, and the four
// advantage blocks counted from the catalogue and the operator's settings). Both readable without a
// token — the info pages stay reachable while region-blocked (000 §2) — texts by Accept-Language.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { parseOrThrow } from '../http/validate';
import { infoPageSchema, instructionsSchema } from './engagement-answers';
import { INFO_PAGE_SLUGS } from './pages-seed';

const pageParams = z.object({ slug: z.enum(INFO_PAGE_SLUGS) });

interface PageRow {
  slug: string;
  title: string;
  sections: unknown;
  updated_at: string | number;
}

interface DeviceRow {
  slug: string;
  name: string;
  steps: unknown;
  help_url: string;
}

/** jsonb arrives parsed from PGlite and pg alike; a string is a driver that did not parse it. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function registerInfoRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/v2/info_pages/:slug',
    {
      config: {
        contract: {
          spec: '000 §2 Routes (info pages)',
          tag: 'engagement',
          summary: 'An information page: terms, faq, gift, rules, rules_promo',
          auth: 'none',
          params: pageParams,
          response: { 200: infoPageSchema },
        },
      },
    },
    async (request) => {
      const params = request.params as { slug?: string };
      const { slug } = parseOrThrow(pageParams, params, 'path');
      const [row] = await ctx.db.query<PageRow>(
        'SELECT slug, title, sections, updated_at FROM info_pages WHERE slug = $1 AND language = $2',
        [slug, languageOf(request)],
      );
      if (!row) throw notFound(`Information page ${slug} not found`);
      return {
        slug: row.slug,
        title: row.title,
        sections: json(row.sections),
        updated_at: Math.floor(Number(row.updated_at) / 1000),
      };
    },
  );

  app.get(
    '/v2/instructions',
    {
      config: {
        contract: {
          spec: '001 §2 Instructions page',
          tag: 'engagement',
          summary: 'Devices with install steps and help links, and the advantage counts',
          auth: 'none',
          response: { 200: instructionsSchema },
        },
      },
    },
    async (request) => {
      const devices = await ctx.db.query<DeviceRow>(
        'SELECT slug, name, steps, help_url FROM instruction_devices WHERE language = $1 ORDER BY position',
        [languageOf(request)],
      );
      // 001 §5: 4K channels are left out of every list, so they are not counted either.
      const visible = ctx.catalogue.channels.filter((c) => !c.is4k);
      return {
        devices: devices.map((d) => ({
          id: d.slug,
          name: d.name,
          steps: json<string[]>(d.steps),
          help_url: d.help_url,
        })),
        advantages: {
          channels: visible.length,
          free_channels: visible.filter((c) => c.isFree).length,
          libraries: await libraryCount(ctx),
          device_limit: await deviceLimit(ctx),
        },
      };
    },
  );
}

async function setting<T>(ctx: ApiContext, key: string): Promise<T | undefined> {
  const [row] = await ctx.db.query<{ value: unknown }>(
    'SELECT value FROM engagement_settings WHERE key = $1',
    [key],
  );
  return row ? json<T>(row.value) : undefined;
}

async function deviceLimit(ctx: ApiContext): Promise<number> {
  return Number((await setting<number>(ctx, 'device_limit')) ?? 0);
}

/** The operator's libraries live in the catalogue area's table (issue 19); none before it exists. */
async function libraryCount(ctx: ApiContext): Promise<number> {
  const [table] = await ctx.db.query<{ t: string | null }>(
    "SELECT to_regclass('catalogue_libraries')::text AS t",
  );
  if (!table?.t) return 0;
  const [row] = await ctx.db.query<{ n: string | number }>('SELECT count(*) AS n FROM catalogue_libraries');
  return Number(row?.n ?? 0);
}
