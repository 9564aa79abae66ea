// Profiles, the PIN and messages belong to a registered account: a guest (000 §6) is refused with a
// message that says what to do, instead of a silent empty answer.
import type { FastifyRequest } from 'fastify';
import { permissionDenied } from '../http/errors';
import { requireSession } from '../session/auth';
import type { Session, SessionStore, User } from '../session/store';

/** The caller's session (user and device), refused with 403 for a guest. */
export async function registeredSession(
  request: FastifyRequest,
  sessions: SessionStore,
  what: string,
): Promise<Session> {
  const session = await requireSession(request, sessions);
  if (session.user.is_guest) throw permissionDenied(`Sign in to ${what}`);
  return session;
}

export async function registeredUser(
  request: FastifyRequest,
  sessions: SessionStore,
  what: string,
): Promise<User> {
  return (await registeredSession(request, sessions, what)).user;
}
