/**
 * The whole product on one machine: the demo operator backend (API, media, licence, VAST, stat sink)
 * plus the built web app and examples page, each on its own origin so cross-origin rules
 * (CORS, iframe postMessage) are exercised exactly as on a partner site.
 *
 * Used by `npm start` (scripts/start.mjs) and by the browser tests (e2e/playwright.config.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chooseDatabase,
  createApp,
  createAppOver,
  databaseFlagsOf,
  type MediaLibrary,
  parseOriginList,
} from '@onair/demo-backend';
import { routeModules } from '../packages/web-app/src/app/route-chunks';
import { type CspOrigins, cspOrigin, isEmbedPage, webAppHeaders } from '../packages/web-app/src/security/csp';
import { hintTags, type ViteManifest } from './static/html-hints.mjs';
import { createStaticSite } from './static-site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface StackOptions {
  host: string;
  apiPort: number;
  webPort: number;
  examplesPort: number;
  consolePort: number;
  /**
   * The second demo operator, "Meridian TV" (issue 37): its own API and its own web-app origin, both
   * given or neither. The browser suite runs its start-page, catalogue and channel tests there too.
   */
  second: { apiPort: number; webPort: number } | null;
}

const MEDIA_ROOT = path.join(root, 'packages/demo-backend/media/committed');
const CACHE_DIR = path.join(root, 'packages/demo-backend/.media-cache');

function readOptions(argv: string[]): StackOptions {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1]
      ? argv[i + 1]!
      : (process.env[`ONAIR_${name.toUpperCase().replaceAll('-', '_')}`] ?? fallback);
  };
  const port = (name: string, fallback: number) => {
    const n = Number(value(name, String(fallback)));
    if (!Number.isInteger(n) || n < 0 || n > 65535)
      throw new Error(`--${name} must be a port number, got "${value(name, '')}"`);
    return n;
  };
  const secondApi = value('second-api-port', '');
  const secondWeb = value('second-web-port', '');
  if ((secondApi === '') !== (secondWeb === ''))
    throw new Error('--second-api-port and --second-web-port go together');
  return {
    host: value('host', '127.0.0.1'),
    apiPort: port('api-port', 8787),
    webPort: port('web-port', 8788),
    examplesPort: port('examples-port', 8789),
    consolePort: port('console-port', 8790),
    second:
      secondApi === '' ? null : { apiPort: port('second-api-port', 0), webPort: port('second-web-port', 0) },
  };
}

async function main() {
  const opts = readOptions(process.argv.slice(2));
  const log = (line: string) => console.log(line);
  // Filled once the sites listen; the API reads it per request (security: the pages that may read
  // credentialed answers — the web app, the examples and ONAIR_CORS_ORIGINS).
  const siteOrigins: string[] = [];
  const extraCorsOrigins = originList('ONAIR_CORS_ORIGINS');
  // Security: the QoE console's own origin is the only page that may read /qoe/v1 (its answers name
  // viewers); neither the viewer app nor the examples get it (http/cors.ts, docs/decisions.md).
  const consoleOrigins: string[] = [];
  // Users and sessions: PGlite in packages/demo-backend/.data (kept across restarts; --fresh wipes it),
  // --memory-db for a throw-away one (the browser tests), DATABASE_URL for a PostgreSQL server.
  const database = await chooseDatabase(databaseFlagsOf(process.argv.slice(2)));
  const {
    app,
    database: opened,
    media,
  } = await createApp({
    database,
    mediaRoot: MEDIA_ROOT,
    cacheDir: CACHE_DIR,
    logger: false,
    log,
    corsOrigins: () => [...siteOrigins, ...extraCorsOrigins],
    consoleOrigins: () => consoleOrigins,
  });
  log(`Database: ${opened.label}`);
  const apiOrigin = await app.listen({ host: opts.host, port: opts.apiPort });
  const apiBase = `${apiOrigin.replace('[::1]', 'localhost')}/v2`;
  // Each site learns the others' origins (the examples embed the web app's /channel_embed pages);
  // the object is read per request, so origins filled in after listening are served.
  const runtimeConfig: Record<string, unknown> = { apiBase: process.env.ONAIR_API_BASE ?? apiBase };
  // Security: the origins an API override (?customapi=, devapi …) may point at — this API under both
  // its loopback names, plus the operator's ONAIR_API_ORIGINS (docs/security.md).
  const apiOrigins = [
    ...new Set([apiOrigin, ...loopbackAliases(apiOrigin), ...originList('ONAIR_API_ORIGINS')]),
  ];
  runtimeConfig.apiOrigins = apiOrigins;
  const configuredApi = cspOrigin(String(runtimeConfig.apiBase));
  const cspOrigins = (): CspOrigins => {
    const embedAllow = runtimeConfig.embedAllow as { default?: { control?: string[] } } | undefined;
    return {
      api: [...(configuredApi ? [configuredApi] : []), ...apiOrigins],
      media: originList('ONAIR_MEDIA_ORIGINS'),
      licence: originList('ONAIR_LICENCE_ORIGINS'),
      ads: originList('ONAIR_AD_ORIGINS'),
      partners: embedAllow?.default?.control ?? [],
    };
  };
  // The examples are partner pages that show their own code; they get the headers every page needs
  // (no sniffing, no full Referer, not framable elsewhere) without a script policy.
  const examplesHeaders = () => ({
    'content-security-policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });

  const sites = [
    {
      name: 'Web app',
      key: 'webOrigin',
      // A separate build folder lets parallel work test its own build (ONAIR_WEB_DIST / ONAIR_EXAMPLES_DIST).
      dir: process.env.ONAIR_WEB_DIST ?? 'packages/web-app/dist',
      port: opts.webPort,
      spa: true,
      headers: (pagePath: string) => webAppHeaders(pagePath, cspOrigins()),
      // The page's HTML opens the API's connections and fetches its route's chunks (static/html-hints.mjs).
      hints: (dir: string) => webAppHints(dir, configuredApi),
      isEmbedPage,
    },
    {
      name: 'Examples',
      key: 'examplesOrigin',
      dir: process.env.ONAIR_EXAMPLES_DIST ?? 'examples/dist',
      port: opts.examplesPort,
      spa: false,
      headers: examplesHeaders,
      hints: undefined,
    },
    {
      // The operator's QoE console (issue 40): the web app's build, its console.html entry, on an origin
      // of its own so the viewer app's pages never share its storage (the operator's token) or its CORS.
      name: 'QoE console',
      key: 'consoleOrigin',
      dir: process.env.ONAIR_WEB_DIST ?? 'packages/web-app/dist',
      port: opts.consolePort,
      spa: false,
      headers: (pagePath: string) => webAppHeaders(pagePath, cspOrigins()),
      hints: undefined,
      page: 'console.html',
    },
  ];
  const lines = [`API: ${apiBase}`];
  for (const site of sites) {
    const dir = path.resolve(root, site.dir);
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new Error(
        `${site.name} is not built (${site.dir}/index.html missing): run \`npm run build\` first`,
      );
    }
    const server = await createStaticSite({
      dir,
      spa: site.spa,
      runtimeConfig,
      headers: site.headers,
      ...(site.hints ? { hints: site.hints(dir) } : {}),
      ...('isEmbedPage' in site ? { isEmbedPage: site.isEmbedPage } : {}),
      ...('page' in site && site.page ? { pages: [site.page] } : {}),
    });
    const origin = await server.listen({ host: opts.host, port: site.port });
    runtimeConfig[site.key] = origin;
    if (site.key === 'consoleOrigin') consoleOrigins.push(origin, ...loopbackAliases(origin));
    else siteOrigins.push(origin, ...loopbackAliases(origin));
    const page = 'page' in site ? site.page : '';
    lines.unshift(`${site.name}: ${origin}/${page}`);
  }
  // Embeds are closed unless opened: the examples' partner page, plus any ONAIR_EMBED_PARTNERS
  // (comma-separated origins), may read and control the web app's embeds.
  const partners = [String(runtimeConfig.examplesOrigin), ...embedPartners(process.env.ONAIR_EMBED_PARTNERS)];
  runtimeConfig.embedAllow = { default: { control: partners, read: partners } };
  if (opts.second) lines.push(...(await startSecondOperator(opts.host, opts.second, media, runtimeConfig)));
  // The README promises these lines, one a line, in this order.
  for (const line of lines.sort((a, b) => order(a) - order(b))) console.log(line);
  const stop = () => process.exit(0);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The web app page's HTML opens its API's connection and fetches its route's chunks (static/html-hints.mjs). */
function webAppHints(dir: string, api: string | null) {
  const manifest = readManifest(dir);
  return (pagePath: string) =>
    hintTags({
      manifest,
      entry: isEmbedPage(pagePath) ? 'embed.html' : 'index.html',
      modules: [...routeModules(pagePath)],
      preconnect: api ? [api] : [],
    });
}

/** The build's vite manifest (written with `build.manifest`), or null for a build without one. */
function readManifest(dir: string): ViteManifest | null {
  const file = path.join(dir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
}

/**
 * Meridian TV, the second demo operator: its API over the same media (a throw-away database of its own)
 * and the same web-app build on another origin, whose /config.js names that API. An integrator
 * pointing the app at their own `/v2` does exactly this.
 */
async function startSecondOperator(
  host: string,
  ports: { apiPort: number; webPort: number },
  media: MediaLibrary,
  first: Record<string, unknown>,
): Promise<string[]> {
  const siteOrigins: string[] = [];
  const { app } = await createAppOver(media, {
    database: { kind: 'memory' },
    mediaRoot: MEDIA_ROOT,
    cacheDir: CACHE_DIR,
    operator: 'meridian',
    logger: false,
    corsOrigins: () => siteOrigins,
  });
  const apiOrigin = await app.listen({ host, port: ports.apiPort });
  const apiBase = `${apiOrigin.replace('[::1]', 'localhost')}/v2`;
  const apiOrigins = [apiOrigin, ...loopbackAliases(apiOrigin)];
  const runtimeConfig: Record<string, unknown> = {
    apiBase,
    apiOrigins,
    embedAllow: first.embedAllow,
    examplesOrigin: first.examplesOrigin,
  };
  const cspOrigins = (): CspOrigins => ({
    api: apiOrigins,
    media: originList('ONAIR_MEDIA_ORIGINS'),
    licence: originList('ONAIR_LICENCE_ORIGINS'),
    ads: originList('ONAIR_AD_ORIGINS'),
    partners: [],
  });
  const dir = path.resolve(root, process.env.ONAIR_WEB_DIST ?? 'packages/web-app/dist');
  const site = await createStaticSite({
    dir,
    spa: true,
    runtimeConfig,
    headers: (pagePath: string) => webAppHeaders(pagePath, cspOrigins()),
    hints: webAppHints(dir, apiOrigin),
    isEmbedPage,
  });
  const webOrigin = await site.listen({ host, port: ports.webPort });
  runtimeConfig.webOrigin = webOrigin;
  siteOrigins.push(webOrigin, ...loopbackAliases(webOrigin));
  return [`Second operator (Meridian TV) web app: ${webOrigin}/`, `Second operator API: ${apiBase}`];
}

function embedPartners(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => {
      if (!origin) return false;
      if (/^https?:\/\/[^/]+$/.test(origin)) return true;
      throw new Error(`ONAIR_EMBED_PARTNERS: "${origin}" is not an origin like https://partner.example`);
    });
}

/** Comma-separated origins from an environment variable; anything else stops the start with a clear error. */
function originList(name: string): string[] {
  return parseOriginList(name, process.env[name]);
}

/** The same server under its other loopback name (127.0.0.1 ↔ localhost): one server, two origins. */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  const other =
    url.hostname === '127.0.0.1' ? 'localhost' : url.hostname === 'localhost' ? '127.0.0.1' : null;
  if (!other) return [];
  url.hostname = other;
  return [url.origin];
}

function order(line: string) {
  const first = ['Web app', 'Examples', 'QoE console', 'API', 'Second operator (', 'Second operator API'];
  return first.findIndex((start) => line.startsWith(start));
}

main().catch((error: unknown) => {
  console.error(`OnAir stack failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
