/**
 * Serves a built single-page site (web app or examples) as a real host would: the runtime configuration the
 * build cannot know (`/config.js`: which API base to talk to), text compressed (static/compress.mjs), content-named
 * build outputs cached for a year and everything else revalidated with an ETag (static/cache-policy.mjs), and the
 * app's HTML with the hints of its route written in (static/html-hints.mjs).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { cacheControlFor, etagMatches } from './static/cache-policy.mjs';
import { acceptsGzip, createGzipCache, fileFor } from './static/compress.mjs';
import { injectHints } from './static/html-hints.mjs';

export interface StaticSiteOptions {
  dir: string;
  /** Unknown paths answer the app shell, so client-side routes survive a reload. */
  spa: boolean;
  runtimeConfig: Record<string, unknown>;
  /** Security headers of a response for a path (CSP, nosniff, referrer policy), read per request. */
  headers?: (path: string) => Record<string, string>;
  /** The hint tags (preconnect, modulepreload) of the HTML served for a page path, read per request. */
  hints?: (pagePath: string) => string[];
  /**
   * The paths answered with the embed shell (embed.html) instead of the app: the same test the headers use
   * to let partners frame a page, so the main app is never served where a partner may frame it.
   */
  isEmbedPage?: (path: string) => boolean;
  /**
   * The only HTML pages this site serves (`['console.html']`), `/` sending to the first: the QoE console's
   * origin shares the web app's build but must not run the viewer app beside the operator's token.
   */
  pages?: readonly string[];
}

export async function createStaticSite({
  dir,
  spa,
  runtimeConfig,
  headers,
  hints,
  isEmbedPage,
  pages,
}: StaticSiteOptions) {
  const app = Fastify({ logger: false });
  if (pages?.length) {
    app.addHook('onRequest', async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url === '/') return reply.redirect(`/${pages[0]}`);
      if ((url.endsWith('.html') || path.extname(url) === '') && !pages.includes(url.slice(1)))
        return reply.code(404).type('text/plain').send(`Not found: ${url}`);
    });
  }
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

  const gzipped = createGzipCache();
  /**
   * A text file as any host sends it: gzipped when the client takes it (plain otherwise), with its ETag and cache
   * policy, 304 when the client has it; an HTML page with its route's hints. False when the file is not there.
   */
  async function sendText(
    request: FastifyRequest,
    reply: FastifyReply,
    target: { file: string; type: string },
    pagePath: string,
  ): Promise<boolean> {
    const tags = hints && target.type.startsWith('text/html') ? hints(pagePath) : [];
    const transform = tags.length
      ? { key: tags.join('\n'), apply: (html: string) => injectHints(html, tags) }
      : undefined;
    const result = await gzipped(target.file, transform);
    if (!result) return false;
    reply
      .header('content-type', target.type)
      .header('cache-control', cacheControlFor(request.url))
      .header('etag', result.etag)
      .header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], result.etag)) {
      await reply.code(304).send();
      return true;
    }
    if (acceptsGzip(request.headers['accept-encoding'])) {
      await reply.header('content-encoding', 'gzip').send(result.body);
      return true;
    }
    const raw = await readFile(target.file, 'utf8');
    await reply.send(transform ? transform.apply(raw) : raw);
    return true;
  }

  app.addHook('preHandler', async (request, reply) => {
    if (!['GET', 'HEAD'].includes(request.method) || request.routeOptions.url !== '/*') return;
    const target = fileFor(dir, request.url);
    if (target) await sendText(request, reply, target, request.url.split('?')[0] ?? '/');
  });
  await app.register(fastifyStatic, {
    root: dir,
    index: ['index.html'],
    extensions: ['html'],
    // The build's manifest (.vite/) and any other dotfile are not the site's to serve.
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res, file) => {
      res.header('cache-control', cacheControlFor(`/${path.relative(dir, file).split(path.sep).join('/')}`));
    },
  });
  const embedShell = existsSync(path.join(dir, 'embed.html')) ? 'embed.html' : 'index.html';
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const looksLikeFile = path.extname(url) !== '';
    if (!spa || looksLikeFile || !['GET', 'HEAD'].includes(req.method)) {
      return reply.code(404).type('text/plain').send(`Not found: ${url}`);
    }
    // Embeds have their own light entry chunk without the main app's routes.
    const shell = isEmbedPage?.(url) ? embedShell : 'index.html';
    const sent = await sendText(
      req,
      reply,
      { file: path.join(dir, shell), type: 'text/html; charset=utf-8' },
      url,
    );
    if (!sent) return reply.code(404).type('text/plain').send(`Not found: ${url}`);
  });
  return app;
}
