// The signed-in user's favourites (000 §7). Guests may read their (empty)
// favourites but not add any: 000 §6 sends them to sign in, so the server refuses with 403.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound, permissionDenied } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { requireUser } from './auth';
import type { Favorites, FavoriteTarget } from './favorites';
import { favoriteAnswer } from './startup-answers';

const numericId = z.object({ id: z.coerce.number().int().positive() });
const positive = z.number().int().positive().optional();
const favoriteBody = z
  .object({ channel_id: positive, program_id: positive, person_id: positive, content_id: positive })
  .superRefine((body, ctx) => {
    const given = Object.values(body).filter((value) => value !== undefined).length;
    if (given !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['channel_id'],
        message: 'give exactly one of channel_id, program_id, person_id, content_id',
      });
    }
  });

export function registerUserRoutes(app: FastifyInstance, ctx: ApiContext, favorites: Favorites): void {
  const { catalogue } = ctx;

  app.get(
    '/v2/users/self/favorites',
    {
      config: {
        contract: {
          spec: '000 §7 Favourites',
          tag: 'favorites',
          summary: 'The user’s favourites',
          auth: 'user',
          response: { 200: z.array(favoriteAnswer) },
        },
      },
    },
    async (request) => favorites.list((await requireUser(request, ctx.sessions)).id),
  );

  app.post(
    '/v2/users/self/favorites',
    {
      config: {
        contract: {
          spec: '000 §7 Favourites',
          tag: 'favorites',
          summary: 'Add a favourite (signed-in users only: guests get 403)',
          auth: 'user',
          body: favoriteBody,
          errors: [403],
          response: { 201: favoriteAnswer },
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx.sessions);
      const body = parseOrThrow(favoriteBody, request.body, 'body');
      if (user.is_guest) throw permissionDenied('Sign in to add favourites');
      const target: FavoriteTarget =
        body.channel_id !== undefined
          ? { kind: 'channel', id: body.channel_id }
          : body.content_id !== undefined
            ? { kind: 'content', id: body.content_id }
            : body.person_id !== undefined
              ? { kind: 'person', id: body.person_id }
              : { kind: 'program', id: body.program_id as number };
      const known =
        target.kind === 'channel'
          ? catalogue.channels.some((c) => c.id === target.id)
          : target.kind === 'content'
            ? catalogue.contents.some((c) => c.id === target.id)
            : target.kind === 'person'
              ? catalogue.persons.some((p) => p.id === target.id)
              : true;
      if (!known) throw notFound(`No ${target.kind} ${target.id} to favourite`);
      return reply.status(201).send(await favorites.add(user.id, target));
    },
  );

  app.delete(
    '/v2/users/self/favorites/:id',
    {
      config: {
        contract: {
          spec: '000 §7 Favourites',
          tag: 'favorites',
          summary: 'Remove a favourite',
          auth: 'user',
          params: numericId,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      const { id } = parseOrThrow(numericId, request.params, 'path');
      if (!(await favorites.remove(user.id, id))) throw notFound(`Favourite ${id} not found`);
      return { ok: true };
    },
  );
}
