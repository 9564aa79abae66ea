// Media and licence URLs are built from the request's own origin, so one server answers correctly on
// any port or host name; a configured public origin wins when the server sits behind a proxy.
import type { FastifyRequest } from 'fastify';

export function originOf(request: FastifyRequest, publicOrigin?: string): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  const forwardedProto = request.headers['x-forwarded-proto'];
  const proto = typeof forwardedProto === 'string' ? forwardedProto.split(',')[0]?.trim() : undefined;
  const host = request.headers.host ?? 'localhost';
  return `${proto || request.protocol}://${host}`;
}

/** Joins an origin with a path (and optional query); undefined query values are left out. */
export function absoluteUrl(
  origin: string,
  path: string,
  query: Record<string, string | number | undefined> = {},
) {
  const url = new URL(path, `${origin}/`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}
