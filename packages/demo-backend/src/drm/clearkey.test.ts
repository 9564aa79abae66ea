import { describe, expect, it } from 'vitest';
import { base64UrlToHex, clearKeyLicence, clearKeyRequestSchema, hexToBase64Url } from './clearkey';

const KID = '0123456789abcdef0123456789abcdef';
const KEY = '00112233445566778899aabbccddeeff';
const keys = new Map([[KID, KEY]]);

describe('base64url', () => {
  it('round-trips hex without padding', () => {
    const encoded = hexToBase64Url(KID);
    expect(encoded).toBe('ASNFZ4mrze8BI0VniavN7w');
    expect(encoded).not.toMatch(/[=+/]/);
    expect(base64UrlToHex(encoded)).toBe(KID);
    expect(base64UrlToHex(`${encoded}==`)).toBe(KID);
  });
});

describe('clearKeyLicence', () => {
  it('answers a JWK set for a known key id', () => {
    const request = clearKeyRequestSchema.parse({ kids: [hexToBase64Url(KID)] });
    expect(clearKeyLicence(request, keys)).toEqual({
      ok: true,
      licence: {
        keys: [{ kty: 'oct', kid: 'ASNFZ4mrze8BI0VniavN7w', k: hexToBase64Url(KEY) }],
        type: 'temporary',
      },
    });
  });

  it('names the missing key id', () => {
    const request = clearKeyRequestSchema.parse({
      kids: [hexToBase64Url('ff'.repeat(16))],
      type: 'temporary',
    });
    expect(clearKeyLicence(request, keys)).toEqual({ ok: false, missingKidHex: 'ff'.repeat(16) });
  });

  it('rejects a request without key ids or with a non-base64url id', () => {
    expect(clearKeyRequestSchema.safeParse({ kids: [] }).success).toBe(false);
    expect(clearKeyRequestSchema.safeParse({ kids: ['a+b/'] }).success).toBe(false);
  });
});
