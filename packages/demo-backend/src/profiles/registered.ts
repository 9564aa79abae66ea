// Profiles, the PIN and messages belong to a registered account: a guest (000 §6) is refused with a
// message that says what to do, instead of a silent empty answer.
import type { FastifyRequest } from 'fastify';
import { permissionDenied } from '../http/errors';
import { requireUser } from '../session/auth';
import type { SessionStore, User } from '../session/store';

export async function registeredUser(
  request: FastifyRequest,
  sessions: SessionStore,
  what: string,
): Promise<User> {
  const user = await requireUser(request, sessions);
  if (user.is_guest) throw permissionDenied(`Sign in to ${what}`);
  return user;
}
