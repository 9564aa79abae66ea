// Profiles of 000 §7: the account's list, creating, editing and removing one, choosing the active one,
// and the avatar categories with their pictures. Guests store no profiles (§6).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { choosingNeeds, editingNeeds, removingNeeds } from '../parental/approval-policy';
import { AVATAR_CATEGORIES, avatarPath, avatarSvg, isAvatar } from './avatars';
import { canDeleteProfile } from './profile-rules';
import { type ProfileRow, type ProfileStore, refused } from './profile-store';
import { registeredSession, registeredUser } from './registered';
import {
  activeProfileAnswer,
  avatarCategoriesAnswer,
  chooseProfileBody,
  idParams,
  newProfileBody,
  okAnswer,
  type ProfileAnswer,
  profileAnswer,
  profilePatchBody,
} from './schemas';

const spec = '000 §7 Profiles';
const tag = 'profiles';
const avatarParams = z.object({ id: z.string().regex(/^\d{1,4}\.svg$/, 'an avatar id and .svg') });

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
  const registered = (request: FastifyRequest) => registeredUser(request, ctx.sessions, 'use profiles');
  const session = (request: FastifyRequest) => registeredSession(request, ctx.sessions, 'use profiles');
  /** The account's profile `id`, or 404. */
  const profileOf = async (userId: number, id: number): Promise<ProfileRow> => {
    const row = await profiles.one(userId, id);
    if (!row) throw notFound(`Profile ${id} not found`);
    return row;
  };
  const wire = (request: FastifyRequest, row: ProfileRow, activeId: number | null): ProfileAnswer => ({
    id: row.id,
    name: row.name,
    role: row.role,
    icon_avatar_id: row.icon_avatar_id,
    icon: `${originOf(request, ctx.publicOrigin)}${avatarPath(row.icon_avatar_id)}`,
    is_active: row.id === activeId,
  });

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

  app.get(
    '/v2/users/self/profile',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'The profile the account watches as',
          auth: 'user',
          response: { 200: activeProfileAnswer },
        },
      },
    },
    async (request) => {
      const user = await registered(request);
      const row = await profiles.active(user.id);
      return { profile: row ? wire(request, row, row.id) : null };
    },
  );

  app.post(
    '/v2/users/self/profile',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Switch the active profile (a child profile hides adult channels and contents)',
          auth: 'user',
          body: chooseProfileBody,
          response: { 200: activeProfileAnswer },
          parentalApproval: 'profile, to switch to an adult profile (000 §4 Profile)',
        },
      },
    },
    async (request) => {
      const caller = await session(request);
      const { user } = caller;
      const { id } = parseOrThrow(chooseProfileBody, request.body, 'body');
      const target = await profileOf(user.id, id);
      const active = target.id === (await profiles.activeId(user.id));
      await ctx.parental.require(request, caller, (scene) =>
        choosingNeeds({ role: target.role, active }, scene),
      );
      const row = await profiles.choose(user.id, id);
      if (!row) throw notFound(`Profile ${id} not found`);
      if (row.role === 'child') await ctx.parental.approvals.revokeAll(user.id);
      return { profile: wire(request, row, row.id) };
    },
  );

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
