/**
 * Serves a built single-page site (web app or examples) with the runtime configuration the
 * build cannot know: which API base to talk to. Pages load `/config.js` before their bundle.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { acceptsGzip, createGzipCache, fileFor } from './static/compress.mjs';

export interface StaticSiteOptions {
  dir: string;
  /** Unknown paths answer the app shell, so client-side routes survive a reload. */
  spa: boolean;
  runtimeConfig: Record<string, unknown>;
  /** Security headers of a response for a path (CSP, nosniff, referrer policy), read per request. */
  headers?: (path: string) => Record<string, string>;
}

export async function createStaticSite({ dir, spa, runtimeConfig, headers }: StaticSiteOptions) {
  const app = Fastify({ logger: false });
  if (headers) {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(headers(request.url.split('?')[0] ?? '/'));
      return payload;
    });
  }
  app.get('/config.js', async (_req, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store');
    return `window.ONAIR_CONFIG = Object.freeze(${JSON.stringify(runtimeConfig)});\n`;
  });
  // Text assets go out gzipped, as any host or CDN sends them (static/compress.mjs); the rest as it is.
  const gzipped = createGzipCache();
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.url !== '/*') return;
    if (!acceptsGzip(request.headers['accept-encoding'])) return;
    const target = fileFor(dir, request.url);
    const body = target ? await gzipped(target.file) : null;
    if (!target || !body) return;
    return reply
      .header('content-type', target.type)
      .header('content-encoding', 'gzip')
      .header('vary', 'accept-encoding')
      .header('cache-control', 'public, max-age=0')
      .send(body);
  });
  await app.register(fastifyStatic, { root: dir, index: ['index.html'], extensions: ['html'] });
  const embedShell = existsSync(path.join(dir, 'embed.html')) ? 'embed.html' : 'index.html';
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const looksLikeFile = path.extname(url) !== '';
    if (!spa || looksLikeFile || req.method !== 'GET') {
      return reply.code(404).type('text/plain').send(`Not found: ${url}`);
    }
    // Embeds have their own light entry chunk without the main app's routes.
    return reply.sendFile(url.includes('_embed/') ? embedShell : 'index.html');
  });
  return app;
}
