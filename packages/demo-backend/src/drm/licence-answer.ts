// The ClearKey licence answer (W3C EME "Clear Key" JWK set, drm/clearkey.ts) as a zod schema for the
// route's contract and so the OpenAPI document (issue 24).
import { z } from 'zod';

export const licenceAnswer = z.object({
  keys: z.array(z.object({ kty: z.literal('oct'), kid: z.string(), k: z.string() })),
  type: z.enum(['temporary', 'persistent-license']),
});
