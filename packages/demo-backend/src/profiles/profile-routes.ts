// Profiles of 000 §7: the account's list, creating, editing and removing one; choosing the active one is
// active-profile-routes.ts, and the avatar categories with their pictures avatar-routes.ts. Guests store no
// profiles (§6).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { editingNeeds, removingNeeds } from '../parental/approval-policy';
import { registerActiveProfileRoutes } from './active-profile-routes';
import { registerAvatarRoutes } from './avatar-routes';
import { isAvatar } from './avatars';
import { canDeleteProfile } from './profile-rules';
import { type ProfileStore, refused } from './profile-store';
import { profileWire } from './profile-wire';
import { idParams, newProfileBody, okAnswer, profileAnswer, profilePatchBody } from './schemas';

const spec = '000 §7 Profiles';
const tag = 'profiles';

function checkAvatar(id: number | undefined): void {
  if (id !== undefined && !isAvatar(id)) {
    throw badRequest('icon_avatar_id', `Unknown avatar ${id}; see GET /v2/profiles/avatar_categories`);
  }
}

export function registerProfileCrudRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  profiles: ProfileStore,
): void {
  const { registered, session, profileOf, wire } = profileWire(ctx, profiles);

  app.get(
    '/v2/users/self/profiles',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'The account’s profiles (at most 5)',
          auth: 'user',
          response: { 200: z.array(profileAnswer) },
        },
      },
    },
    async (request) => {
      const user = await registered(request);
      const activeId = await profiles.activeId(user.id);
      return (await profiles.list(user.id)).map((row) => wire(request, row, activeId));
    },
  );

  app.post(
    '/v2/users/self/profiles',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Create a profile (adult by default; the first becomes active)',
          auth: 'user',
          body: newProfileBody,
          response: { 201: profileAnswer },
        },
      },
    },
    async (request, reply) => {
      const user = await registered(request);
      const body = parseOrThrow(newProfileBody, request.body, 'body');
      checkAvatar(body.icon_avatar_id);
      const row = await profiles.create(user.id, body);
      return reply.status(201).send(wire(request, row, await profiles.activeId(user.id)));
    },
  );

  app.patch(
    '/v2/users/self/profiles/:id',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Rename a profile, change its avatar or its role',
          auth: 'user',
          params: idParams,
          body: profilePatchBody,
          response: { 200: profileAnswer },
          parentalApproval: 'profile, to change an adult profile or any profile’s role (000 §4 Profile)',
        },
      },
    },
    async (request) => {
      const caller = await session(request);
      const { user } = caller;
      const { id } = parseOrThrow(idParams, request.params, 'path');
      const body = parseOrThrow(profilePatchBody, request.body, 'body');
      checkAvatar(body.icon_avatar_id);
      const target = await profileOf(user.id, id);
      await ctx.parental.require(request, caller, (scene) => editingNeeds(target, body, scene));
      const row = await profiles.update(user.id, id, body);
      if (!row) throw notFound(`Profile ${id} not found`);
      const activeId = await profiles.activeId(user.id);
      if (row.id === activeId && row.role === 'child') await ctx.parental.approvals.revokeAll(user.id);
      return wire(request, row, activeId);
    },
  );

  app.delete(
    '/v2/users/self/profiles/:id',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Remove a profile (never the active one)',
          auth: 'user',
          params: idParams,
          response: { 200: okAnswer },
          parentalApproval: 'profile, to remove an adult profile',
        },
      },
    },
    async (request) => {
      const caller = await session(request);
      const { user } = caller;
      const { id } = parseOrThrow(idParams, request.params, 'path');
      const target = await profileOf(user.id, id);
      // The §5 rule first: nobody is asked for a PIN to be told the active profile stays.
      refused(canDeleteProfile(id, [target.id], await profiles.activeId(user.id)));
      await ctx.parental.require(request, caller, (scene) => removingNeeds(target, scene));
      await profiles.remove(user.id, id);
      return { ok: true as const };
    },
  );

  registerActiveProfileRoutes(app, ctx, profiles);
  registerAvatarRoutes(app, ctx);
}
