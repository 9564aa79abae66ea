import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEARKEY_KEY_HEX, CLEARKEY_KID_HEX } from '../media-server/index';
import { fixtureApi, guestToken } from '../testing/api-fixture';
import { hexToBase64Url } from './clearkey';

let api: Awaited<ReturnType<typeof fixtureApi>>;
let token: string;
beforeAll(async () => {
  api = await fixtureApi();
  token = await guestToken(api.app);
});
afterAll(() => api.app.close());

/** The licence URL of film 102 (ClearKey DRM), with the viewer's token as the SDK adds it. */
const LICENCE = () => `/v2/drm/clearkey/license?content_id=102&access_token=${token}`;

const licence = (payload: string | object, url = LICENCE(), contentType?: string) =>
  api.app.inject({
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: contentType ? { 'content-type': contentType } : {},
  });

describe('ClearKey licence server', () => {
  it.each([['application/json'], ['application/octet-stream'], ['text/plain']])(
    'answers the known key to a %s request',
    async (type) => {
      const res = await licence(
        { kids: [hexToBase64Url(CLEARKEY_KID_HEX)], type: 'temporary' },
        undefined,
        type,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        keys: [{ kty: 'oct', kid: hexToBase64Url(CLEARKEY_KID_HEX), k: hexToBase64Url(CLEARKEY_KEY_HEX) }],
        type: 'temporary',
      });
    },
  );

  it('accepts a request body sent without any content type (EME posts raw bytes)', async () => {
    const body = JSON.stringify({ kids: [hexToBase64Url(CLEARKEY_KID_HEX)] });
    const res = await api.app.inject({ method: 'POST', url: LICENCE(), payload: Buffer.from(body) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ keys: [{ kty: 'oct' }] });
  });

  it('refuses an unknown key id with 403, code 8002 and a nested message', async () => {
    const res = await licence({ kids: [hexToBase64Url('ab'.repeat(16))] }, undefined, 'application/json');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        status: 403,
        error_code: 'drm_error',
        code: 8002,
        message: 'Licence refused',
        details: { message: `No key for KID ${'ab'.repeat(16)}` },
      },
    });
  });

  it.each([
    ['403', 403],
    ['500', 500],
  ])('fails on purpose with fail=%s', async (fail, status) => {
    const res = await licence({ kids: [hexToBase64Url(CLEARKEY_KID_HEX)] }, `${LICENCE()}&fail=${fail}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({
      error: { status, code: 8002, details: { message: expect.any(String) } },
    });
  });

  it('answers a bad request with 400 naming the field', async () => {
    const notJson = await licence('kids please', undefined, 'application/octet-stream');
    expect(notJson.json()).toMatchObject({ error: { status: 400, field: 'body' } });
    const noKids = await licence({ kids: [] }, undefined, 'application/json');
    expect(noKids.json()).toMatchObject({ error: { status: 400, field: 'kids' } });
  });

  it('answers 501 for the DRM systems this machine cannot serve', async () => {
    for (const url of ['/v2/drm/widevine/license', '/v2/drm/playready/license', '/v2/drm/fairplay/license']) {
      const res = await licence('challenge', url, 'application/octet-stream');
      expect(res.statusCode).toBe(501);
      expect(res.json()).toMatchObject({ error: { error_code: 'drm_not_available', code: 8002 } });
    }
    const cert = await api.app.inject({ method: 'GET', url: '/v2/drm/fairplay/certificate' });
    expect(cert.statusCode).toBe(501);
  });
});
