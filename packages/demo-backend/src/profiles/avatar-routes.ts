// The avatar categories with their pictures' addresses, and one avatar picture (000 §7 Profiles).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { AVATAR_CATEGORIES, avatarPath, avatarSvg } from './avatars';
import { avatarCategoriesAnswer } from './schemas';

const spec = '000 §7 Profiles';
const tag = 'profiles';
const avatarParams = z.object({ id: z.string().regex(/^\d{1,4}\.svg$/, 'an avatar id and .svg') });

export function registerAvatarRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/v2/profiles/avatar_categories',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Avatar categories and their pictures',
          auth: 'none',
          response: { 200: avatarCategoriesAnswer },
        },
      },
    },
    async (request) => {
      const origin = originOf(request, ctx.publicOrigin);
      const language = languageOf(request);
      return AVATAR_CATEGORIES.map((category) => ({
        id: category.id,
        title: category.title[language],
        avatars: category.avatarIds.map((id) => ({ id, src: `${origin}${avatarPath(id)}` })),
      }));
    },
  );

  app.get(
    '/static/avatars/:id',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'One avatar picture',
          auth: 'none',
          params: avatarParams,
          produces: 'image/svg+xml',
        },
      },
    },
    async (request, reply) => {
      const { id } = parseOrThrow(avatarParams, request.params, 'path');
      const svg = avatarSvg(Number.parseInt(id, 10));
      if (!svg) throw notFound(`No avatar ${id}`);
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
    },
  );
}
