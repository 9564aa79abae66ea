// Agreements (000 §7 Agreements GET/POST: which ones the viewer accepted, accepting them by id) and a
// packet agreement's text (000 §2 Agreement and privacy pages).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { requireUser } from '../session/auth';
import { agreementUrl } from './views';

const agreementSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  is_accepted: z.boolean(),
});
const acceptBody = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(50) });

export function registerAgreementRoutes(app: FastifyInstance, ctx: ApiContext): void {
  async function agreementsFor(userId: number, origin: string) {
    const rows = await ctx.db.query<{ id: number; title: string; accepted: boolean }>(
      `SELECT a.id, a.title, (x.user_id IS NOT NULL) AS accepted FROM agreements a
       LEFT JOIN agreement_acceptances x ON x.agreement_id = a.id AND x.user_id = $1 ORDER BY a.id`,
      [userId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      url: agreementUrl(origin, Number(r.id)),
      is_accepted: r.accepted,
    }));
  }

  app.get(
    '/v2/users/self/agreements',
    {
      config: {
        contract: {
          spec: '000 §7 Agreements',
          tag: 'packets',
          summary: 'Agreements and whether the viewer accepted them',
          auth: 'session',
          response: { 200: z.array(agreementSchema) },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      return agreementsFor(user.id, originOf(request, ctx.publicOrigin));
    },
  );

  app.post(
    '/v2/users/self/agreements',
    {
      config: {
        contract: {
          spec: '000 §7 Agreements',
          tag: 'packets',
          summary: 'Accept agreements by id',
          auth: 'session',
          body: acceptBody,
          response: { 200: z.array(agreementSchema) },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      const { ids } = parseOrThrow(acceptBody, request.body, 'body');
      const known = await agreementsFor(user.id, originOf(request, ctx.publicOrigin));
      const unknown = ids.find((id) => !known.some((a) => a.id === id));
      if (unknown !== undefined) throw notFound(`Agreement ${unknown} not found`);
      for (const id of ids) {
        await ctx.db.query(
          'INSERT INTO agreement_acceptances (user_id, agreement_id, accepted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [user.id, id, ctx.now()],
        );
      }
      return agreementsFor(user.id, originOf(request, ctx.publicOrigin));
    },
  );

  app.get(
    '/v2/agreements/:id/text',
    {
      config: {
        contract: {
          spec: '000 §2 Agreement and privacy pages',
          tag: 'packets',
          summary: 'A packet agreement’s text (plain text)',
          auth: 'none',
          params: z.object({ id: z.coerce.number().int().positive() }),
        },
      },
    },
    async (request, reply) => {
      const { id } = parseOrThrow(
        z.object({ id: z.coerce.number().int().positive() }),
        request.params,
        'path',
      );
      const [row] = await ctx.db.query<{ body: string }>('SELECT body FROM agreements WHERE id = $1', [id]);
      if (!row) throw notFound(`Agreement ${id} not found`);
      return reply.type('text/plain; charset=utf-8').send(row.body);
    },
  );
}
