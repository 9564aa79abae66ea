import { bytesToBase64 } from './bytes';
import { DrmError } from './drm-error';
import {
  buildFairPlaySpc,
  contentIdFromSkdUri,
  fetchFairPlayCertificate,
  parseFairPlayCkc,
} from './fairplay';

const SPC = Uint8Array.from([0x00, 0xff, 0x10, 0x80, 0x3e, 0x2b]);
const CKC = Uint8Array.from([0x01, 0x02, 0xfe, 0x00, 0x99]);
const text = (s: string) => new TextEncoder().encode(s).buffer;

describe('buildFairPlaySpc', () => {
  it('sends spc=<base64> as a form by default (Apple reference key server), with the asset id', () => {
    const { body, contentType } = buildFairPlaySpc(SPC, 'drmtoday', 'asset-1');
    expect(contentType).toBe('application/x-www-form-urlencoded');
    const params = new URLSearchParams(new TextDecoder().decode(body));
    expect(params.get('spc')).toBe(bytesToBase64(SPC));
    expect(params.get('assetId')).toBe('asset-1');
  });

  it('sends the raw SPC for providers that want bytes (EZDRM)', () => {
    const { body, contentType } = buildFairPlaySpc(SPC, 'EZDRM');
    expect(contentType).toBe('application/octet-stream');
    expect(new Uint8Array(body as ArrayBuffer | Uint8Array as Uint8Array)).toEqual(SPC);
  });
});

describe('parseFairPlayCkc', () => {
  it.each([
    ['raw bytes', CKC.buffer],
    ['base64 text', text(bytesToBase64(CKC))],
    ['<ckc> wrapper', text(`\n<ckc>${bytesToBase64(CKC)}</ckc>\n`)],
    ['JSON ckc field', text(JSON.stringify({ ckc: bytesToBase64(CKC) }))],
  ])('%s → raw CKC', (_name, body) => {
    expect(new Uint8Array(parseFairPlayCkc(body))).toEqual(CKC);
  });

  it('refuses JSON without a ckc', () => {
    expect(() => parseFairPlayCkc(text('{"status":"ok"}'))).toThrow(/no ckc field/);
  });
});

describe('contentIdFromSkdUri', () => {
  it('takes the asset id from the key URI', () => {
    expect(contentIdFromSkdUri('skd://twelve-monkeys?iv=1')).toBe('twelve-monkeys');
  });
});

describe('fetchFairPlayCertificate', () => {
  const DER = Uint8Array.from([0x30, 0x82, 0x01, 0x0a, 0x02]);

  function fetchReturning(response: Response) {
    return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response);
  }

  it('GETs the certificate with the access token and returns raw DER as is', async () => {
    const fetch = fetchReturning(new Response(DER, { status: 200 }));
    const cert = await fetchFairPlayCertificate('https://lic/fps.cer', {
      fetch,
      accessToken: 'tok',
      tokenOrigins: ['https://lic'],
    });
    expect(new Uint8Array(cert)).toEqual(DER);
    expect(fetch).toHaveBeenCalledWith(
      'https://lic/fps.cer?access_token=tok',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('decodes a base64 certificate', async () => {
    const fetch = fetchReturning(new Response(bytesToBase64(DER), { status: 200 }));
    expect(new Uint8Array(await fetchFairPlayCertificate('https://lic/fps.cer', { fetch }))).toEqual(DER);
  });

  it('a refused certificate is a typed DRM certificate error with the server message', async () => {
    const fetch = fetchReturning(
      new Response(JSON.stringify({ error: { code: 3, message: 'No cert' } }), { status: 404 }),
    );
    const failure = await fetchFairPlayCertificate('https://lic/fps.cer', { fetch }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DrmError);
    expect((failure as DrmError).playerError).toMatchObject({
      code: 'drm.certificate',
      httpStatus: 404,
      drm: { keySystem: 'com.apple.fps', serverCode: 3, serverMessage: 'No cert' },
    });
  });

  it('an empty certificate is an error, not a silent empty buffer', async () => {
    const fetch = fetchReturning(new Response(new Uint8Array(0), { status: 200 }));
    await expect(fetchFairPlayCertificate('https://lic/fps.cer', { fetch })).rejects.toThrow(
      /empty certificate/,
    );
  });
});
