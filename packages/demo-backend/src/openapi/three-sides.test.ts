// One contract, three sides (issue 24). The OpenAPI document is generated from the demo backend's route
// schemas; here the web app's zod schemas and the SDK's response validators are held to it:
// 1. structurally: JSON Schema generated from each web-app schema must accept everything the document's
//    answer allows (every field the app requires is required there, every type it allows the app takes);
// 2. on real answers recorded from the demo backend: each is valid by the route's contract (the
//    document's source) and is accepted by the web app's schema, or by the SDK's validator.
// The SDK's OperatorApi types are plain TS interfaces with no runtime form, so its side is checked
// through validateStreamResponse / validateSchedule, the functions that guard those types at run time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIXED_NOW_MS, fixtureApi, guestToken } from '../testing/api-fixture';
import { coverGaps } from './schema-cover';

type Json = Record<string, unknown>;
const here = (path: string) => new URL(path, import.meta.url).href;
// Imported by URL so this package's typecheck does not compile the other packages' sources.
const web = (await import(here('../../../web-app/src/api/schemas.ts'))) as Record<string, z.ZodType>;
const sdk = (await import(here('../../../player-sdk/src/api/validate.ts'))) as Record<
  string,
  (value: unknown) => unknown
>;

let api: Awaited<ReturnType<typeof fixtureApi>>;
let doc: {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Json }> }> }>
  >;
};
let token: string;
beforeAll(async () => {
  api = await fixtureApi();
  doc = (await api.app.inject({ url: '/v2/openapi.json' })).json();
  token = await guestToken(api.app);
});
afterAll(() => api.app.close());

function answerSchema(method: string, template: string): Json {
  const responses = doc.paths[template]?.[method]?.responses ?? {};
  const ok = responses['200'] ?? responses['201'];
  const schema = ok?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`the document has no JSON answer for ${method.toUpperCase()} ${template}`);
  return schema;
}

/** The contract's own zod schema for a route (what the document was generated from). */
function contractSchema(method: string, url: string): z.ZodType {
  const route = api.app.openApiRoutes.routes.find((r) => r.method === method.toUpperCase() && r.url === url);
  const schema = route?.contract?.response?.[200] ?? route?.contract?.response?.[201];
  if (!schema) throw new Error(`no contract answer for ${method} ${url}`);
  return schema;
}

async function sample(method: 'GET' | 'POST', url: string, payload?: Json): Promise<unknown> {
  const sep = url.includes('?') ? '&' : '?';
  const res = await api.app.inject({
    method,
    url: `${url}${sep}access_token=${token}`,
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

const list = (name: string) => z.array(web[name] as z.ZodType);
const one = (name: string) => web[name] as z.ZodType;
const firstContent = () => api.catalogue.contents.find((c) => c.content_type === 'movie' && c.isPurchased)!;

/** [route in Fastify form, method, web-app schema, a real call] */
const WEB_APP: [string, 'get' | 'post', () => z.ZodType, () => string, Json?][] = [
  ['/v2/users/self/network', 'get', () => one('networkSchema'), () => '/v2/users/self/network'],
  ['/v2/platform/configuration', 'get', () => one('configurationSchema'), () => '/v2/platform/configuration'],
  ['/v2/platform/resources', 'get', () => one('resourcesSchema'), () => '/v2/platform/resources'],
  ['/v2/pages/welcome', 'get', () => one('welcomePageSchema'), () => '/v2/pages/welcome'],
  ['/v2/pages/auth', 'get', () => one('authPageSchema'), () => '/v2/pages/auth'],
  [
    '/v2/auth/device',
    'post',
    () => one('signInGrantSchema'),
    () => '/v2/auth/device',
    { device_id: 'three-sides' },
  ],
  ['/v2/users/self', 'get', () => one('userSchema'), () => '/v2/users/self'],
  ['/v2/users/self/devices', 'get', () => list('deviceSchema'), () => '/v2/users/self/devices'],
  ['/v2/channels', 'get', () => list('channelSchema'), () => '/v2/channels'],
  ['/v2/channels/:id', 'get', () => one('channelSchema'), () => '/v2/channels/1'],
  ['/v2/categories', 'get', () => list('categorySchema'), () => '/v2/categories'],
  ['/v2/channels/:id/schedule', 'get', () => list('programmeSchema'), () => '/v2/channels/1/schedule'],
  ['/v2/contents', 'get', () => list('contentSchema'), () => '/v2/contents?limit=100'],
  ['/v2/contents/:id', 'get', () => one('contentSchema'), () => `/v2/contents/${firstContent().id}`],
  [
    '/v2/contents/:id/meta',
    'get',
    () => one('contentMetaSchema'),
    () => `/v2/contents/${firstContent().id}/meta`,
  ],
  ['/v2/persons', 'get', () => list('personSchema'), () => '/v2/persons'],
  ['/v2/users/self/favorites', 'get', () => list('favoriteSchema'), () => '/v2/users/self/favorites'],
];

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the web app’s schemas and the document', () => {
  it.each(WEB_APP)('%s (%s): the app accepts every answer the document allows', (url, method, schema) => {
    const clientJson = z.toJSONSchema(schema(), {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    });
    expect(coverGaps(answerSchema(method, openApiPath(url)), clientJson as Json)).toEqual([]);
  });

  it.each(WEB_APP)(
    '%s (%s): a real answer keeps the contract and the app parses it',
    async (url, method, schema, call, body) => {
      const answer = await sample(method === 'get' ? 'GET' : 'POST', call(), body);
      const own = contractSchema(method, url).safeParse(answer);
      expect(own.success ? [] : own.error.issues).toEqual([]);
      const app = schema().safeParse(answer);
      expect(app.success ? [] : app.error.issues).toEqual([]);
    },
  );

  it('would catch drift: a field the app requires and the document leaves out is named', () => {
    const docSchema = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };
    const clientSchema = z.toJSONSchema(
      z.object({ id: z.number(), name: z.string(), logo: z.string().nullable() }),
    );
    expect(coverGaps(docSchema, clientSchema as Json)).toEqual([
      'body/name: required by the client, absent in the document',
      'body/logo: required by the client, absent in the document',
    ]);
    const nullable = {
      type: 'object',
      properties: { id: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
      required: ['id'],
    };
    expect(coverGaps(nullable, z.toJSONSchema(z.object({ id: z.number() })) as Json)).toEqual([
      'body/id: the document allows null, the client accepts number',
    ]);
  });
});

describe('the SDK’s response validators and the document', () => {
  const nowSec = Math.floor(FIXED_NOW_MS / 1000);
  const streams: [string, () => string][] = [
    ['/v2/channels/:id/stream', () => '/v2/channels/1/stream'],
    ['/v2/channels/:id/stream', () => `/v2/channels/1/stream?ts=${nowSec - 3600}`],
    ['/v2/contents/:id/stream', () => `/v2/contents/${firstContent().id}/stream`],
    ['/v2/trailers/:id/stream', () => `/v2/trailers/${api.catalogue.trailers[0]?.id}/stream`],
  ];

  it.each(streams)('%s: the SDK takes a real stream answer that keeps the contract', async (url, call) => {
    const answer = await sample('GET', call());
    const own = contractSchema('get', url).safeParse(answer);
    expect(own.success ? [] : own.error.issues).toEqual([]);
    expect(typeof sdk.validateStreamResponse?.(answer)).toBe('object');
  });

  it('the SDK takes a real schedule answer that keeps the contract', async () => {
    const answer = await sample('GET', '/v2/channels/1/schedule');
    expect(contractSchema('get', '/v2/channels/:id/schedule').safeParse(answer).success).toBe(true);
    expect(Array.isArray(sdk.validateSchedule?.(answer))).toBe(true);
  });

  it('the fields the SDK reads from a stream answer are documented with the types it checks', () => {
    const stream = answerSchema('get', '/v2/channels/{id}/stream');
    const sdkView = z.toJSONSchema(
      z.object({
        hls: z.string().nullish(),
        hls_mbr: z.string().nullish(),
        streams: z.array(z.object({ type: z.string(), url: z.string() })).nullish(),
        trackers: z.array(z.unknown()).nullish(),
        playback_points: z.array(z.unknown()).nullish(),
        packshots: z.array(z.unknown()).nullish(),
        stream_info: z.object({}).loose().nullish(),
      }),
      { io: 'input' },
    );
    expect(coverGaps(stream, sdkView as Json)).toEqual([]);
  });
});
