// Why: most of the API is public to any page (catalogue, streams, media, VAST, stat pings) and answers
// `Access-Control-Allow-Origin: *`, so integrators can call it from anywhere. Routes that take or give
// credentials (sign-in, device auth, the user's own data) and the stat sink's read and delete routes
// answer only origins the operator lists: elsewhere the browser refuses to hand the answer to the page,
// so a page a viewer happens to visit cannot read their session or what the sink recorded.
import type { FastifyCorsOptions, FastifyCorsOptionsDelegate } from '@fastify/cors';

/** Paths whose answers carry or accept credentials or recorded data. */
const CREDENTIAL_PATHS =
  /^\/(?:v2\/(?:auth|users|otps?|mw|profiles|billing|pin)(?:[/?]|$)|sink\/(?:calls|sms)(?:[/?]|$))/;

export const isCredentialPath = (url: string): boolean => CREDENTIAL_PATHS.test(url);

const BASE: FastifyCorsOptions = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  exposedHeaders: ['Content-Length', 'Content-Range', 'Accept-Ranges', 'Content-Type', 'Date', 'Retry-After'],
  maxAge: 600,
};

/** Normalises `https://a.example/` to `https://a.example`; null for anything that is not an origin. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** `ONAIR_CORS_ORIGINS`-style text (comma-separated origins) as a list; anything else is a clear error. */
export function parseOriginList(name: string, text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0)
    .map((value) => {
      const origin = normaliseOrigin(value);
      if (!origin || origin !== value.replace(/\/+$/, '')) {
        throw new Error(`${name}: "${value}" is not an origin like https://tv.example`);
      }
      return origin;
    });
}

/** The CORS answer for one request: `*` on public routes, the listed origin (or none) elsewhere. */
export function corsFor(
  url: string,
  origin: string | undefined,
  allowed: readonly string[],
): FastifyCorsOptions {
  if (!isCredentialPath(url)) return { ...BASE, origin: '*' };
  const normalised = origin ? normaliseOrigin(origin) : null;
  const listed = normalised !== null && allowed.some((a) => normaliseOrigin(a) === normalised);
  return { ...BASE, origin: listed ? normalised : false };
}

/** @fastify/cors delegator over a list read per request (the stack learns its sites' origins late). */
export function corsDelegator(allowedOrigins: () => readonly string[]): FastifyCorsOptionsDelegate {
  return (request, callback) => {
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    callback(null, corsFor(request.url, origin, allowedOrigins()));
  };
}
