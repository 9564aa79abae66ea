// What the profile routes share: the signed-in caller (guests store no profiles, 000 §6), the account's
// profile by id, and a profile as the wire shows it, with its avatar's address.
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { avatarPath } from './avatars';
import type { ProfileRow, ProfileStore } from './profile-store';
import { registeredSession, registeredUser } from './registered';
import type { ProfileAnswer } from './schemas';

export function profileWire(ctx: ApiContext, profiles: ProfileStore) {
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
  return { registered, session, profileOf, wire };
}
