import { readPsshBoxes } from './clearkey-by-word';
import { readLicenceResponse, shakaDrmConfig, shapeLicenceRequest } from './shaka-drm';

const KID = '6b3f2a1c9d8e4f50a1b2c3d4e5f60718';
const clearkey = {
  keySystem: 'org.w3.clearkey' as const,
  licenceUrl: 'https://api.tv/v2/drm/clearkey/license',
};

describe('shakaDrmConfig', () => {
  it('ClearKey by the operator’s word: every MPD DRM scheme reads as ClearKey, init data becomes a common PSSH', () => {
    const config = shakaDrmConfig(clearkey) as {
      drm: {
        servers: Record<string, string>;
        preferredKeySystems: string[];
        initDataTransform: (d: Uint8Array, t: string, i: { keyIds: Set<string> }) => Uint8Array;
      };
      manifest: { dash: { keySystemsByURI: Record<string, string> } };
    };
    expect(config.drm.servers).toEqual({ 'org.w3.clearkey': clearkey.licenceUrl });
    expect(config.drm.preferredKeySystems).toEqual(['org.w3.clearkey']);
    expect(config.manifest.dash.keySystemsByURI['urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed']).toBe(
      'org.w3.clearkey',
    );
    const widevinePsshWithoutIds = Uint8Array.from([
      0, 0, 0, 32, 0x70, 0x73, 0x73, 0x68, 0, 0, 0, 0, 0xed, 0xef, 0x8b, 0xa9, 0x79, 0xd6, 0x4a, 0xce, 0xa3,
      0xc8, 0x27, 0xdc, 0xd5, 0x1d, 0x21, 0xed, 0, 0, 0, 0,
    ]);
    const out = config.drm.initDataTransform(widevinePsshWithoutIds, 'cenc', { keyIds: new Set([KID]) });
    expect(readPsshBoxes(out)[0]?.keyIds).toEqual([KID]);
  });

  it('Widevine keeps the manifest’s own signalling and carries no transform', () => {
    const config = shakaDrmConfig({ keySystem: 'com.widevine.alpha', licenceUrl: 'https://lic' }) as {
      drm: Record<string, unknown>;
      manifest?: unknown;
    };
    expect(config.manifest).toBeUndefined();
    expect(config.drm.initDataTransform).toBeUndefined();
  });
});

describe('licence filters', () => {
  it('ClearKey: the CDM’s W3C JSON goes as JSON with the token, and the licence JSON comes back untouched', async () => {
    const json = new TextEncoder().encode('{"kids":["az8qHJ2OT1ChssPU5fYHGA"],"type":"temporary"}');
    const request = { uris: ['ignored'], method: 'POST', headers: {}, body: json };
    await shapeLicenceRequest(request, clearkey, { accessToken: 't', tokenOrigins: ['https://api.tv'] });
    expect(request).toMatchObject({
      uris: [`${clearkey.licenceUrl}?access_token=t`],
      headers: { 'Content-Type': 'application/json' },
    });
    expect(new TextDecoder().decode(request.body as unknown as ArrayBuffer)).toContain('"kids"');
    const response = { data: new TextEncoder().encode('{"keys":[]}') };
    await readLicenceResponse(response, clearkey);
    expect(new TextDecoder().decode(response.data)).toBe('{"keys":[]}');
  });
});
