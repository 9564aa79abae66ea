// GET and POST /v2/ads/ad_ids (identifier, vendor) and GET /v2/ab_tests/tests (000 §7 Ads and tests).
// Both belong to the viewer of the session (a guest counts): an advertising id is kept per vendor
// (a new one replaces the old), and each test answers the viewer's fixed group.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { parseOrThrow } from '../http/validate';
import { requireUser } from '../session/auth';
import { groupOf } from './ab-tests';
import { abTestSchema, adIdBody, adIdSchema } from './engagement-answers';

const tokenQuery = z.object({ access_token: z.string().optional() });

export function registerAdsRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const spec = '000 §7 Ads and tests';
  const contract = { spec, tag: 'engagement', auth: 'session' as const, query: tokenQuery };

  app.get(
    '/v2/ads/ad_ids',
    {
      config: {
        contract: {
          ...contract,
          summary: 'The viewer’s advertising ids, one per vendor',
          response: { 200: z.array(adIdSchema) },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      return ctx.db.query<{ vendor: string; identifier: string }>(
        'SELECT vendor, identifier FROM ad_ids WHERE user_id = $1 ORDER BY vendor',
        [user.id],
      );
    },
  );

  app.post(
    '/v2/ads/ad_ids',
    {
      config: {
        contract: {
          ...contract,
          summary: 'Store the viewer’s advertising id for a vendor (replaces the previous one)',
          body: adIdBody,
          response: { 200: adIdSchema },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      const { identifier, vendor } = parseOrThrow(adIdBody, request.body, 'body');
      await ctx.db.query(
        `INSERT INTO ad_ids (user_id, vendor, identifier, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, vendor) DO UPDATE SET identifier = EXCLUDED.identifier, updated_at = EXCLUDED.updated_at`,
        [user.id, vendor, identifier, ctx.now()],
      );
      return { vendor, identifier };
    },
  );

  app.get(
    '/v2/ab_tests/tests',
    {
      config: {
        contract: {
          ...contract,
          summary: 'The active A/B tests with the viewer’s group',
          response: { 200: z.array(abTestSchema) },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      const tests = await ctx.db.query<{ id: number; name: string; variants: string[] }>(
        'SELECT id, name, variants FROM ab_tests WHERE active ORDER BY id',
      );
      return tests.map((t) => ({
        id: t.id,
        name: t.name,
        group: groupOf(t.id, Number(user.id), t.variants),
      }));
    },
  );
}
