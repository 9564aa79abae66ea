// Token lookup shared by every route. The spec sends access_token as a query parameter (000 §7);
// a Bearer header is accepted too so tools like curl and fetch wrappers work unchanged.
import type { FastifyRequest } from 'fastify';
import { authRequired } from '../http/errors';
import type { Session, SessionStore, User } from './store';

export function tokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  if (typeof fromQuery === 'string' && fromQuery.length > 0) return fromQuery;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The live session of the request's token; no token or a dead one is a 401 authentication_failed. */
export async function requireSession(
  request: FastifyRequest,
  sessions: SessionStore,
  token = tokenOf(request),
): Promise<Session> {
  if (!token) throw authRequired();
  const session = await sessions.session(token);
  if (!session) throw authRequired('Access token is invalid or expired');
  return session;
}

/** For user-specific routes and streams. */
export async function requireUser(request: FastifyRequest, sessions: SessionStore): Promise<User> {
  return (await requireSession(request, sessions)).user;
}

/**
 * For catalogue reads: guests without a token may browse, but a token that was sent and is dead still
 * answers 401 so the client re-authorises instead of silently losing its session (000 §8).
 */
export async function optionalUser(
  request: FastifyRequest,
  sessions: SessionStore,
): Promise<User | undefined> {
  return tokenOf(request) === undefined ? undefined : requireUser(request, sessions);
}
