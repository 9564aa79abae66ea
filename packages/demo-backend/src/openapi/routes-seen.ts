// Every route the app declares, as Fastify adds it: the document is generated from this list, so a
// route cannot be served without appearing (with or without its contract).
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteContract } from '../http/contract';

export interface SeenRoute {
  method: string;
  /** Fastify's form: /v2/channels/:id, /media/* */
  url: string;
  contract?: RouteContract;
  /** Whether a rate limit guards the route (it may then answer 429). */
  limited: boolean;
}

const DOCUMENTED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function watchRoutes(app: FastifyInstance): SeenRoute[] {
  const seen: SeenRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { contract?: RouteContract; rateLimit?: unknown };
    for (const method of methods) {
      // HEAD twins of GET routes are added by Fastify itself; documenting them doubles every path.
      if (!DOCUMENTED_METHODS.has(method)) continue;
      seen.push({
        method,
        url: route.url,
        ...(config.contract ? { contract: config.contract } : {}),
        limited: config.rateLimit !== undefined,
      });
    }
  });
  return seen;
}

/** The /v2 routes still without a contract: the document shows them bare, and a test lists them. */
export function uncontracted(routes: readonly SeenRoute[]): string[] {
  return routes.filter((r) => r.url.startsWith('/v2') && !r.contract).map((r) => `${r.method} ${r.url}`);
}
