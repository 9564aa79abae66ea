// /v2/docs: Swagger UI from the installed swagger-ui-dist package, served by this API itself (no CDN),
// pointed at /v2/openapi.json. Its CSP is stricter than the API's default: scripts only from here
// (no inline script), styles inline because Swagger UI sets them, and no other origin at all.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyReply } from 'fastify';

export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The files of the page besides the HTML; the names are the route's whole vocabulary. */
export const DOCS_ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'start.js': 'text/javascript; charset=utf-8',
} as const;
export type DocsAsset = keyof typeof DOCS_ASSETS;

const START_SCRIPT = `// Starts Swagger UI on this API's own document.
window.addEventListener('DOMContentLoaded', () => {
  window.ui = SwaggerUIBundle({
    url: '/v2/openapi.json',
    dom_id: '#docs',
    deepLinking: true,
    // Groups start folded: expanded at once, Swagger UI stopped after the first ten operations here.
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  });
});
`;

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>OnAir operator API</title>
<link rel="stylesheet" href="/v2/docs/swagger-ui.css">
</head>
<body>
<noscript>This page needs JavaScript. The document itself is at <a href="/v2/openapi.json">/v2/openapi.json</a>.</noscript>
<div id="docs"></div>
<script src="/v2/docs/swagger-ui-bundle.js"></script>
<script src="/v2/docs/start.js"></script>
</body>
</html>
`;

const distDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const cache = new Map<DocsAsset, Promise<string>>();

function assetText(name: DocsAsset): Promise<string> {
  if (name === 'start.js') return Promise.resolve(START_SCRIPT);
  let text = cache.get(name);
  if (!text) {
    text = readFile(join(distDir, name), 'utf8');
    // A failed read is not remembered: the next request tries again.
    text.catch(() => cache.delete(name));
    cache.set(name, text);
  }
  return text;
}

export async function sendDocsAsset(reply: FastifyReply, name: DocsAsset): Promise<FastifyReply> {
  const text = await assetText(name);
  return reply
    .header('cache-control', 'public, max-age=3600')
    .header('content-security-policy', DOCS_CSP)
    .type(DOCS_ASSETS[name])
    .send(text);
}

export function sendDocsPage(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', DOCS_CSP)
    .type('text/html; charset=utf-8')
    .send(DOCS_HTML);
}
