// Licence endpoints. ClearKey is real (Chromium supports org.w3.clearkey); Widevine, PlayReady and
// FairPlay cannot be served here, so their endpoints exist (the stream response must name them) and
// answer 501 with a clear error instead of pretending. `?fail=403|500` makes the ClearKey licence fail
// on purpose, in the §8 shape with code 8002 and a nested message (the others fail anyway).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { ApiError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import { licenceAnswer } from './answers';
import { clearKeyLicence, clearKeyRequestSchema } from './clearkey';
import { CONFORMANCE_CLEARKEYS } from './conformance-keys';

const failQuery = z.object({ fail: z.enum(['403', '500']).optional() });

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
  const keys = new Map([
    [ctx.media.clearKey.kidHex.toLowerCase(), ctx.media.clearKey.keyHex.toLowerCase()],
    ...CONFORMANCE_CLEARKEYS,
  ]);

  app.post(
    '/v2/drm/clearkey/license',
    {
      config: {
        contract: {
          spec: '000 §7 DRM (ClearKey: our extension)',
          tag: 'licence',
          summary: 'A ClearKey licence for the key ids asked (EME JSON)',
          auth: 'none',
          demo: true,
          query: failQuery,
          body: clearKeyRequestSchema,
          errors: [403, 500],
          response: { 200: licenceAnswer },
        },
        rateLimit: RATE_LIMITS.licence,
      },
    },
    async (request, reply) => {
      const { fail } = parseOrThrow(failQuery, request.query, 'query');
      if (fail === '403')
        throw drmError(403, 'Licence refused', 'Licence refused on request (fail=403 knob)');
      if (fail === '500')
        throw drmError(500, 'Licence server error', 'Licence server failed on request (fail=500 knob)');
      const licenceRequest = parseOrThrow(clearKeyRequestSchema, jsonFrom(request.body), 'body');
      const result = clearKeyLicence(licenceRequest, keys);
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
