// GET /v2 (a small index), /v2/openapi.json (the document) and /v2/docs (a browsable page) — issue 24.
// Registered before every other route, so its onRoute hook sees each route and its contract.
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { parseOrThrow } from '../http/validate';
import { DOCS_ASSETS, type DocsAsset, sendDocsAsset, sendDocsPage } from './docs-page';
import { buildDocument } from './document';
import { uncontracted, watchRoutes } from './routes-seen';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

export const API_NAME = 'OnAir operator API';

const link = z.object({ href: z.string(), title: z.string() });
const indexAnswer = z.object({
  name: z.string(),
  version: z.string(),
  links: z.object({ self: link, openapi: link, docs: link }),
});
const assetParams = z.object({
  file: z.enum(Object.keys(DOCS_ASSETS) as [DocsAsset, ...DocsAsset[]]),
});
/** The document is a JSON Schema-rich object; its own shape is OpenAPI 3.1's, checked in a test. */
const documentAnswer = z
  .object({ openapi: z.string(), info: z.object({}).loose(), paths: z.record(z.string(), z.unknown()) })
  .loose();

export function registerOpenApiRoutes(app: FastifyInstance, _ctx: ApiContext): void {
  const routes = watchRoutes(app);
  let document: Record<string, unknown> | undefined;
  // Built once, on first request: by then every route of the app has been declared.
  const documentNow = () => {
    document ??= buildDocument(routes, {
      title: API_NAME,
      version,
      description:
        'The calls the OnAir web app and player SDK make to an operator (seeds 000 and 001, §3, §7, §8). ' +
        'Tags marked x-demo are services of this demo operator that a real operator need not offer. ' +
        'Errors always use the Error shape. The guide: docs/operator-api.md.',
    });
    return document;
  };
  app.decorate('openApiRoutes', { routes, uncontracted: () => uncontracted(routes) });

  const tag = 'docs';
  const spec = 'issue 24 (the published contract)';
  app.get(
    '/v2',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'This API: name, version and links',
          auth: 'none',
          response: { 200: indexAnswer },
        },
      },
    },
    async () => ({
      name: API_NAME,
      version,
      links: {
        self: { href: '/v2', title: 'This index' },
        openapi: { href: '/v2/openapi.json', title: 'OpenAPI 3.1 document' },
        docs: { href: '/v2/docs', title: 'Browsable documentation' },
      },
    }),
  );
  app.get(
    '/v2/openapi.json',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'The OpenAPI 3.1 document of this API',
          auth: 'none',
          response: { 200: documentAnswer },
        },
      },
    },
    async () => documentNow(),
  );
  app.get(
    '/v2/docs',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Browsable documentation (Swagger UI)',
          auth: 'none',
          produces: 'text/html',
          response: { 200: z.string() },
        },
      },
    },
    async (_request, reply) => sendDocsPage(reply),
  );
  app.get(
    '/v2/docs/:file',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'The documentation page’s script and style',
          auth: 'none',
          params: assetParams,
          produces: 'text/plain',
          response: { 200: z.string() },
        },
      },
    },
    async (request, reply) => sendDocsAsset(reply, parseOrThrow(assetParams, request.params, 'path').file),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route seen and the /v2 ones still without a contract (for tests and the contract check). */
    openApiRoutes: { routes: readonly import('./routes-seen').SeenRoute[]; uncontracted: () => string[] };
  }
}
