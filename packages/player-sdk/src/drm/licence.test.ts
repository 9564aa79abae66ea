import type { DrmPlan } from '../selection/select-playback';
import { bytesToBase64 } from './bytes';
import { buildLicenceRequest, type LicenceRequest } from './licence';

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
