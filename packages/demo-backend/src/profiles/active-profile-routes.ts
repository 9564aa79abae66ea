// The profile the account watches as (000 §7 Profiles), and switching it: an adult profile asks for the
// parental approval (000 §4 Profile), and switching to a child one revokes the approvals given.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { choosingNeeds } from '../parental/approval-policy';
import type { ProfileStore } from './profile-store';
import { profileWire } from './profile-wire';
import { activeProfileAnswer, chooseProfileBody } from './schemas';

const spec = '000 §7 Profiles';
const tag = 'profiles';

export function registerActiveProfileRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  profiles: ProfileStore,
): void {
  const { registered, session, profileOf, wire } = profileWire(ctx, profiles);

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
}
