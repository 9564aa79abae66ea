// Token lookup shared by every route. The spec sends access_token as a query parameter (000 §7);
// a Bearer header is accepted too so tools like curl and fetch wrappers work unchanged.
import type { FastifyRequest } from 'fastify';
import { authRequired } from '../http/errors';
import type { SessionStore, User } from './store';

export function tokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  if (typeof fromQuery === 'string' && fromQuery.length > 0) return fromQuery;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** For user-specific routes and streams: no token or a dead one is a 401 authentication_failed. */
export function requireUser(request: FastifyRequest, sessions: SessionStore): User {
  const token = tokenOf(request);
  if (!token) throw authRequired();
  const user = sessions.userForToken(token);
  if (!user) throw authRequired('Access token is invalid or expired');
  return user;
}

/**
 * For catalogue reads: guests without a token may browse, but a token that was sent and is dead still
 * answers 401 so the client re-authorises instead of silently losing its session (000 §8).
 */
export function optionalUser(request: FastifyRequest, sessions: SessionStore): User | undefined {
  return tokenOf(request) === undefined ? undefined : requireUser(request, sessions);
}
