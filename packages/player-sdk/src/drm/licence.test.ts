import type { DrmPlan } from '../selection/select-playback';
import { bytesToBase64 } from './bytes';
import { DrmError } from './drm-error';
import { buildLicenceRequest, exchangeLicence, type LicenceRequest } from './licence';

const challenge = Uint8Array.from([8, 1, 18, 16, 0, 255]).buffer;
const plan = (keySystem: DrmPlan['keySystem'], provider?: string): DrmPlan =>
  provider
    ? { keySystem, licenceUrl: 'https://lic/acquire?x=1', provider }
    : { keySystem, licenceUrl: 'https://lic/acquire?x=1' };
const bodyBytes = (r: LicenceRequest) => new Uint8Array(r.body as ArrayBuffer);

describe('buildLicenceRequest', () => {
  it('Widevine: the raw challenge as application/octet-stream, token in the query', () => {
    const request = buildLicenceRequest('com.widevine.alpha', challenge, plan('com.widevine.alpha'), {
      accessToken: 'tok',
      tokenOrigins: ['https://lic'],
    });
    expect(request).toMatchObject({
      url: 'https://lic/acquire?x=1&access_token=tok',
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      keySystem: 'com.widevine.alpha',
    });
    expect(bodyBytes(request)).toEqual(new Uint8Array(challenge));
  });

  // Issue 21 item 4: before the fix the token went to any licence server.
  it('keeps the token from a licence server outside the operator origins', () => {
    const request = buildLicenceRequest('com.widevine.alpha', challenge, plan('com.widevine.alpha'), {
      accessToken: 'tok',
      tokenOrigins: ['https://api.tv.example'],
    });
    expect(request.url).toBe('https://lic/acquire?x=1');
  });

  it('PlayReady: the unwrapped SOAP body with text/xml and SOAPAction', () => {
    const soap = '<soap:Envelope>…</soap:Envelope>';
    const wrapped =
      '<PlayReadyKeyMessage type="LicenseAcquisition"><LicenseAcquisition Version="1">' +
      `<Challenge encoding="base64encoded">${bytesToBase64(new TextEncoder().encode(soap))}</Challenge>` +
      '<HttpHeaders><HttpHeader><name>Content-Type</name><value>text/xml; charset=utf-8</value></HttpHeader>' +
      '<HttpHeader><name>SOAPAction</name><value>"http://schemas.microsoft.com/DRM/2007/03/protocols/AcquireLicense"</value></HttpHeader>' +
      '</HttpHeaders></LicenseAcquisition></PlayReadyKeyMessage>';
    const utf16 = new Uint8Array([...wrapped].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]));
    const request = buildLicenceRequest(
      'com.microsoft.playready',
      utf16.buffer,
      plan('com.microsoft.playready'),
    );
    expect(request.headers).toEqual({
      'Content-Type': 'text/xml; charset=utf-8',
      SOAPAction: '"http://schemas.microsoft.com/DRM/2007/03/protocols/AcquireLicense"',
    });
    expect(new TextDecoder().decode(request.body as ArrayBuffer)).toBe(soap);
  });

  it('FairPlay: spc=<base64> form by default, raw for a raw-SPC provider', () => {
    const form = buildLicenceRequest('com.apple.fps', challenge, plan('com.apple.fps'), { contentId: 'a1' });
    expect(form.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(new TextDecoder().decode(form.body as Uint8Array)).toBe(
      `spc=${encodeURIComponent(bytesToBase64(challenge))}&assetId=a1`,
    );
    const raw = buildLicenceRequest('com.apple.fps', challenge, plan('com.apple.fps', 'ezdrm'));
    expect(raw.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    expect(new Uint8Array(raw.body as Uint8Array)).toEqual(new Uint8Array(challenge));
  });

  it('ClearKey: the CDM JSON request as application/json', () => {
    const json = new TextEncoder().encode('{"kids":["AAECAwQFBgcICQoLDA0ODw"],"type":"temporary"}').buffer;
    const request = buildLicenceRequest('org.w3.clearkey', json, plan('org.w3.clearkey'));
    expect(request.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(new TextDecoder().decode(request.body as ArrayBuffer)).toContain('"kids"');
  });

  it('refuses an unknown key system', () => {
    expect(() =>
      buildLicenceRequest('com.example.drm' as never, challenge, plan('com.widevine.alpha')),
    ).toThrow(TypeError);
  });
});

type FetchFn = (url: string | URL | Request, init?: RequestInit) => Promise<Response>;

describe('exchangeLicence', () => {
  const request: LicenceRequest = {
    url: 'https://lic/acquire',
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: challenge,
    keySystem: 'com.widevine.alpha',
  };
  const licence = Uint8Array.from([9, 9, 9]);

  it('POSTs the request and returns the licence bytes', async () => {
    const fetch = vi.fn<FetchFn>(async () => new Response(licence, { status: 200 }));
    const result = await exchangeLicence(request, { fetch });
    expect(new Uint8Array(result)).toEqual(licence);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://lic/acquire');
    expect(init).toMatchObject({
      method: 'POST',
      headers: request.headers,
      body: challenge,
      cache: 'no-store',
    });
  });

  it('runs the integrator hooks on the request and the response', async () => {
    const fetch = vi.fn<FetchFn>(async () => new Response('wrapped', { status: 200 }));
    const result = await exchangeLicence(
      request,
      { fetch },
      {
        prepareRequest: (r) => ({ ...r, headers: { ...r.headers, 'X-Custom': 'yes' } }),
        parseResponse: async () => licence.buffer,
      },
    );
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({
      'Content-Type': 'application/octet-stream',
      'X-Custom': 'yes',
    });
    expect(new Uint8Array(result)).toEqual(licence);
  });

  it('a non-2xx JSON answer becomes a DrmError with status, server code, message and nested message', async () => {
    const body = {
      error: {
        status: 403,
        error_code: 'drm_denied',
        code: 8002,
        message: 'License denied',
        details: { message: 'Device limit' },
      },
    };
    const fetch = vi.fn<FetchFn>(async () => Response.json(body, { status: 403 }));
    const failure = await exchangeLicence(request, { fetch }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DrmError);
    const { playerError } = failure as DrmError;
    expect(playerError).toMatchObject({
      code: 'drm.licence_request',
      category: 'drm',
      fatal: true,
      httpStatus: 403,
      url: 'https://lic/acquire',
      drm: {
        keySystem: 'com.widevine.alpha',
        serverCode: 8002,
        serverMessage: 'License denied',
        nestedMessage: 'Device limit',
      },
    });
    expect((failure as DrmError).message).toBe(
      'Licence server answered HTTP 403: License denied: Device limit',
    );
  });

  it('a non-2xx text answer keeps the text as the server message', async () => {
    const fetch = vi.fn<FetchFn>(async () => new Response('Service Unavailable', { status: 503 }));
    const failure = (await exchangeLicence(request, { fetch }).catch((e: unknown) => e)) as DrmError;
    expect(failure.playerError).toMatchObject({
      httpStatus: 503,
      drm: { serverMessage: 'Service Unavailable' },
    });
  });

  it('a 200 carrying a JSON error is not handed to the CDM as a licence', async () => {
    const fetch = vi.fn<FetchFn>(async () =>
      Response.json({ error: { code: 12, message: 'Token expired' } }),
    );
    const failure = (await exchangeLicence(request, { fetch }).catch((e: unknown) => e)) as DrmError;
    expect(failure).toBeInstanceOf(DrmError);
    expect(failure.playerError.drm).toMatchObject({ serverCode: 12, serverMessage: 'Token expired' });
  });

  it('a ClearKey JSON licence passes through untouched', async () => {
    const keys = { keys: [{ kty: 'oct', kid: 'AAEC', k: 'AQID' }], type: 'temporary' };
    const fetch = vi.fn<FetchFn>(async () => Response.json(keys));
    const result = await exchangeLicence({ ...request, keySystem: 'org.w3.clearkey' }, { fetch });
    expect(JSON.parse(new TextDecoder().decode(result))).toEqual(keys);
  });

  it('unwraps a FairPlay CKC', async () => {
    const fetch = vi.fn<FetchFn>(async () => new Response(`<ckc>${bytesToBase64(licence)}</ckc>`));
    const result = await exchangeLicence({ ...request, keySystem: 'com.apple.fps' }, { fetch });
    expect(new Uint8Array(result)).toEqual(licence);
  });

  it('a network failure is a DrmError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetch = vi.fn<FetchFn>(async () => {
      throw cause;
    });
    const failure = (await exchangeLicence(request, { fetch }).catch((e: unknown) => e)) as DrmError;
    expect(failure).toBeInstanceOf(DrmError);
    expect(failure.playerError.cause).toBe(cause);
    expect(failure.playerError.httpStatus).toBeUndefined();
  });

  it('an aborted exchange rethrows the abort, not a DRM error', async () => {
    const controller = new AbortController();
    const abort = new DOMException('Aborted', 'AbortError');
    const fetch = vi.fn<FetchFn>(async () => {
      controller.abort();
      throw abort;
    });
    await expect(exchangeLicence(request, { fetch, signal: controller.signal })).rejects.toBe(abort);
  });
});
