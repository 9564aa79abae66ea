// W3C ClearKey licence logic (EME spec "Clear Key" JSON formats): the CDM sends key ids in base64url,
// the licence answers a JWK set. Pure so the key handling is table-tested apart from HTTP.
import { z } from 'zod';

export const clearKeyRequestSchema = z.object({
  kids: z.array(z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')).min(1),
  type: z.enum(['temporary', 'persistent-license']).default('temporary'),
});
export type ClearKeyRequest = z.output<typeof clearKeyRequestSchema>;

export interface ClearKeyLicence {
  keys: { kty: 'oct'; kid: string; k: string }[];
  type: 'temporary' | 'persistent-license';
}

export function hexToBase64Url(hex: string): string {
  return Buffer.from(hex, 'hex').toString('base64url');
}

export function base64UrlToHex(value: string): string {
  return Buffer.from(value.replace(/=+$/, ''), 'base64url').toString('hex');
}

export type ClearKeyResult = { ok: true; licence: ClearKeyLicence } | { ok: false; missingKidHex: string };

/** Answers every requested key id from `keys` (kid hex → key hex), or names the first one it lacks. */
export function clearKeyLicence(request: ClearKeyRequest, keys: ReadonlyMap<string, string>): ClearKeyResult {
  const out: ClearKeyLicence['keys'] = [];
  for (const kid of request.kids) {
    const kidHex = base64UrlToHex(kid);
    const keyHex = keys.get(kidHex.toLowerCase());
    if (!keyHex) return { ok: false, missingKidHex: kidHex };
    out.push({ kty: 'oct', kid: hexToBase64Url(kidHex), k: hexToBase64Url(keyHex) });
  }
  return { ok: true, licence: { keys: out, type: request.type } };
}
