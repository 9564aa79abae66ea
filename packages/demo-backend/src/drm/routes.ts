// Licence endpoints. ClearKey is real (Chromium supports org.w3.clearkey); Widevine, PlayReady and
// FairPlay cannot be served here, so their endpoints exist (the stream response must name them) and
// answer 501 with a clear error instead of pretending. `?fail=403|500` makes the ClearKey licence fail
// on purpose, in the §8 shape with code 8002 and a nested message (the others fail anyway).
//
// A key is a content's: the licence answers only a viewer with a live token (`access_token`, which the SDK
// adds for the operator's own licence origin) who may play the content the URL names (`content_id`, which
// the stream response puts there) — the same rule as the stream route (api/content-access.ts) — and only
// that content's key ids (issue 35 item 7: it answered anyone). The conformance corpus's test keys protect
// nothing and stay open, so the corpus plays against the same URL without a session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { playableContent } from '../api/content-access';
import { findContent } from '../catalogue/index';
import type { ApiContext } from '../context';
import { ApiError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import { tokenOf } from '../session/auth';
import { base64UrlToHex, clearKeyLicence, clearKeyRequestSchema } from './clearkey';
import { CONFORMANCE_CLEARKEYS } from './conformance-keys';
import { licenceAnswer } from './licence-answer';

const failQuery = z.object({ fail: z.enum(['403', '500']).optional() });
const licenceQuery = failQuery.extend({
  content_id: z.coerce.number().int().positive().optional(),
  access_token: z.string().optional(),
});

/** EME posts the licence request as bytes; accept bytes, text or an already-parsed JSON body. */
function jsonFrom(body: unknown): unknown {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : undefined;
  if (text === undefined) return body;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'Licence request is not JSON', { field: 'body' });
  }
}

export function drmError(status: 403 | 500, message: string, nested: string): ApiError {
  return new ApiError(status, 'drm_error', message, { code: 8002, details: { message: nested } });
}

export function registerDrmRoutes(app: FastifyInstance, ctx: ApiContext): void {
  // Every DRM content of the demo is the one encrypted film (vodId 'feature'): they share its key.
  const contentKeys = new Map([
    [ctx.media.clearKey.kidHex.toLowerCase(), ctx.media.clearKey.keyHex.toLowerCase()],
  ]);

  /** The keys this request may have: the corpus's open test keys, or the named content's for its viewer. */
  async function keysFor(request: FastifyRequest, kidsHex: readonly string[], contentId: number | undefined) {
    if (kidsHex.every((kid) => CONFORMANCE_CLEARKEYS.has(kid))) return CONFORMANCE_CLEARKEYS;
    const token = tokenOf(request);
    const session = token ? await ctx.sessions.session(token) : undefined;
    if (!session) {
      throw new ApiError(401, 'drm_error', 'Licence needs a signed-in viewer', {
        code: 8002,
        details: { message: token ? 'The access token is invalid or expired' : 'No access token' },
      });
    }
    if (contentId === undefined) throw drmError(403, 'Licence refused', 'The licence URL names no content');
    const record = findContent(ctx.catalogue, String(contentId));
    if (!record) throw drmError(403, 'Licence refused', `No content ${contentId}`);
    try {
      await playableContent(ctx, session.user.id, record);
    } catch (error) {
      if (error instanceof ApiError) throw drmError(403, 'Licence refused', error.message);
      throw error;
    }
    if (!record.drm) throw drmError(403, 'Licence refused', `Content ${contentId} is not encrypted`);
    return contentKeys;
  }

  app.post(
    '/v2/drm/clearkey/license',
    {
      config: {
        contract: {
          spec: '000 §7 DRM (ClearKey: our extension)',
          tag: 'licence',
          summary: 'A ClearKey licence for the key ids of content_id, to a viewer entitled to it (EME JSON)',
          auth: 'user',
          demo: true,
          query: licenceQuery,
          body: clearKeyRequestSchema,
          errors: [401, 403, 500],
          response: { 200: licenceAnswer },
        },
        rateLimit: RATE_LIMITS.licence,
      },
    },
    async (request, reply) => {
      const { fail, content_id } = parseOrThrow(licenceQuery, request.query, 'query');
      if (fail === '403')
        throw drmError(403, 'Licence refused', 'Licence refused on request (fail=403 knob)');
      if (fail === '500')
        throw drmError(500, 'Licence server error', 'Licence server failed on request (fail=500 knob)');
      const licenceRequest = parseOrThrow(clearKeyRequestSchema, jsonFrom(request.body), 'body');
      const kidsHex = licenceRequest.kids.map((kid) => base64UrlToHex(kid).toLowerCase());
      const result = clearKeyLicence(licenceRequest, await keysFor(request, kidsHex, content_id));
      if (!result.ok) throw drmError(403, 'Licence refused', `No key for KID ${result.missingKidHex}`);
      return reply.header('cache-control', 'no-store').send(result.licence);
    },
  );

  const unavailable = (system: string) => async () => {
    throw new ApiError(
      501,
      'drm_not_available',
      `${system} is not available on the demo backend; use the dash_clearkey stream with laClearkey`,
      { code: 8002, details: { message: `${system} licence servers need a commercial DRM provider` } },
    );
  };
  app.post(
    '/v2/drm/widevine/license',
    {
      config: {
        contract: {
          spec: '000 §7 DRM',
          tag: 'licence',
          summary: 'Widevine licence: not offered by the demo (501)',
          auth: 'none',
          demo: true,
          errors: [501],
        },
      },
    },
    unavailable('Widevine'),
  );
  app.post(
    '/v2/drm/playready/license',
    {
      config: {
        contract: {
          spec: '000 §7 DRM',
          tag: 'licence',
          summary: 'PlayReady licence: not offered by the demo (501)',
          auth: 'none',
          demo: true,
          errors: [501],
        },
      },
    },
    unavailable('PlayReady'),
  );
  app.post(
    '/v2/drm/fairplay/license',
    {
      config: {
        contract: {
          spec: '000 §7 DRM',
          tag: 'licence',
          summary: 'FairPlay licence: not offered by the demo (501)',
          auth: 'none',
          demo: true,
          errors: [501],
        },
      },
    },
    unavailable('FairPlay'),
  );
  app.get(
    '/v2/drm/fairplay/certificate',
    {
      config: {
        contract: {
          spec: '000 §7 DRM',
          tag: 'licence',
          summary: 'FairPlay certificate: not offered by the demo (501)',
          auth: 'none',
          demo: true,
          errors: [501],
        },
      },
    },
    unavailable('FairPlay'),
  );
}
