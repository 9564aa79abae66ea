// The demo push feed (issue 20): GET /v2/users/self/push lists the viewer's current pushes, DELETE
// removes one once seen (the native bridge's deletePush, 001 §7), and POST /sink/push is the demo
// operator's sender. Pushes are per viewer, so a test that sends one never shows it to anybody else.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { requireUser } from '../session/auth';
import { userRowByLogin } from '../session/users';
import { pushListAnswer, pushSchema, sinkPushBody } from './push-answers';

const spec = '001 §3 Push notification, §2 Push modal';
const tokenQuery = z.object({ access_token: z.string().optional() });
const pushParams = z.object({ id: z.string().regex(/^\d{1,12}$/, 'a push id') });

interface PushRow {
  id: string | number;
  title: string;
  body: string;
  icon: string | null;
  action: string | null;
  destination: z.infer<typeof pushSchema>['destination'] | string;
  time_start: string | number;
  time_to_live: number;
}

const toPush = (row: PushRow) => ({
  id: Number(row.id),
  title: row.title,
  body: row.body,
  icon: row.icon,
  action: row.action,
  // jsonb arrives parsed from PGlite and pg alike; a string is a driver that did not parse it.
  destination: typeof row.destination === 'string' ? JSON.parse(row.destination) : row.destination,
  time_start: Math.floor(Number(row.time_start) / 1000),
  time_to_live: row.time_to_live,
});

export function registerPushRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/v2/users/self/push',
    {
      config: {
        contract: {
          spec,
          tag: 'engagement',
          summary: 'The viewer’s current pushes, oldest first (not removed, within their time to live)',
          auth: 'session',
          query: tokenQuery,
          response: { 200: pushListAnswer },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      const now = ctx.now();
      const rows = await ctx.db.query<PushRow>(
        `SELECT id, title, body, icon, action, destination, time_start, time_to_live FROM push_notifications
          WHERE user_id = $1 AND removed_at IS NULL AND time_start <= $2
            AND time_start + time_to_live * 1000 > $2
          ORDER BY time_start, id`,
        [user.id, now],
      );
      return { data: rows.map(toPush) };
    },
  );

  app.delete(
    '/v2/users/self/push/:id',
    {
      config: {
        contract: {
          spec: '001 §7 native bridge deletePush',
          tag: 'engagement',
          summary: 'Remove a push the viewer closed or followed, so it never shows again',
          auth: 'session',
          params: pushParams,
          query: tokenQuery,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      const { id } = parseOrThrow(pushParams, request.params, 'path');
      const removed = await ctx.db.query(
        'UPDATE push_notifications SET removed_at = $3 WHERE id = $1 AND user_id = $2 RETURNING id',
        [Number(id), user.id, ctx.now()],
      );
      if (removed.length === 0) throw notFound(`Push ${id} not found`);
      return { ok: true as const };
    },
  );

  app.post(
    '/sink/push',
    {
      config: {
        contract: {
          spec,
          tag: 'outboxes',
          summary: 'Demo operator: send a push to a viewer (by username or phone)',
          auth: 'none',
          demo: true,
          body: sinkPushBody,
          response: { 201: pushSchema },
        },
      },
    },
    async (request, reply) => {
      const body = parseOrThrow(sinkPushBody, request.body, 'body');
      const user = await userRowByLogin(ctx.db, body.user);
      if (!user) throw notFound(`No viewer ${body.user}`);
      const [row] = await ctx.db.query<PushRow>(
        `INSERT INTO push_notifications (user_id, title, body, icon, action, destination, time_start, time_to_live)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING id, title, body, icon, action, destination, time_start, time_to_live`,
        [
          user.id,
          body.title,
          body.body,
          body.icon ?? null,
          body.action ?? null,
          JSON.stringify(body.destination),
          body.time_start === undefined ? ctx.now() : body.time_start * 1000,
          body.time_to_live,
        ],
      );
      if (!row) throw new Error('push insert returned nothing');
      return reply.status(201).send(toPush(row));
    },
  );
}
