// Why: most of the API is public to any page (catalogue, streams, media, VAST, stat pings) and answers
// `Access-Control-Allow-Origin: *`, so integrators can call it from anywhere. Routes that take or give
// credentials (sign-in, device auth, the user's own data) and the stat sink's read and delete routes
// answer only origins the operator lists: elsewhere the browser refuses to hand the answer to the page,
// so a page a viewer happens to visit cannot read their session or what the sink recorded.
//
// The list is matched on the route, never on the raw URL: the router decodes percent-escapes, so on the raw
// text `POST /v2/%6ftps` looked public and answered `*` while it reached the OTP route (issue 35 item 6). A
// request is credentialed when the route the router matched is, or when its path, decoded and normalised as
// the router would (more generously, never less), is — the latter covers preflights, which match no route.
import type { FastifyCorsOptions, FastifyCorsOptionsDelegate } from '@fastify/cors';
import { percentDecoded } from '@onair/redaction';
import type { FastifyRequest } from 'fastify';

/** Paths whose answers carry or accept credentials or recorded data. */
const CREDENTIAL_PATHS =
  /^\/(?:v2\/(?:auth|users|otps?|mw|profiles|billing|pin)(?:[/?]|$)|sink\/(?:calls|sms)(?:[/?]|$))/;

export const isCredentialPath = (url: string): boolean => CREDENTIAL_PATHS.test(url);

/** The path as routing sees it, or wider: percent-escapes undone, dot segments resolved, `//` collapsed, lower case. */
export function routePath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  // Slashes collapse first: `//v2/…` must not read as a host.
  const decoded = percentDecoded(raw)
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  let path: string;
  try {
    path = new URL(decoded, 'http://route.invalid').pathname;
  } catch {
    path = decoded;
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase();
}

/** Whether a request takes or gives credentials: by its matched route, and by its normalised path. */
export function isCredentialRequest(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): boolean {
  const route = request.routeOptions?.url;
  return (route !== undefined && isCredentialPath(route)) || isCredentialPath(routePath(request.url));
}

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
  credentialed: boolean,
  origin: string | undefined,
  allowed: readonly string[],
): FastifyCorsOptions {
  if (!credentialed) return { ...BASE, origin: '*' };
  const normalised = origin ? normaliseOrigin(origin) : null;
  const listed = normalised !== null && allowed.some((a) => normaliseOrigin(a) === normalised);
  return { ...BASE, origin: listed ? normalised : false };
}

/** @fastify/cors delegator over a list read per request (the stack learns its sites' origins late). */
export function corsDelegator(allowedOrigins: () => readonly string[]): FastifyCorsOptionsDelegate {
  return (request, callback) => {
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    callback(null, corsFor(isCredentialRequest(request), origin, allowedOrigins()));
  };
}
