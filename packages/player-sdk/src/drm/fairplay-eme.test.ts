/**
 * FairPlay end to end against the fake `com.apple.fps` CDM and key server (./fake-fairplay): the plan the
 * selection makes for Safari, the certificate the engine fetches, and the drm configuration and licence filters
 * the shaka engine installs (./shaka-drm), driven in the order shaka's DrmEngine runs them — key-system access,
 * MediaKeys, setServerCertificate, createSession, generateRequest('skd'), message → licence request filter →
 * POST → response filter → update. No Safari is available here: this proves our side of the exchange, not
 * Apple's CDM (see the SDK README).
 */

import { FPS_CERTIFICATE, fakeFairPlayCdm, fakeFairPlayServer, spcFor } from '../../test/fake-fairplay';
import { probeCapabilities } from '../selection/capabilities';
import { type DrmPlan, selectPlayback } from '../selection/select-playback';
import { fetchFairPlayCertificate } from './fairplay';
import type { LicenceHooks } from './licence';
import {
  readLicenceResponse,
  type ShakaLicenceRequest,
  shakaDrmConfig,
  shapeLicenceRequest,
} from './shaka-drm';

const CERT_URL = 'https://api.operator.tv/v2/drm/fairplay/certificate';
const LICENCE_URL = 'https://api.operator.tv/v2/drm/fairplay/license';
const SKD = 'skd://asset-42?kid=1';
const safariUa =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

type DrmConfig = {
  drm: {
    servers: Record<string, string>;
    advanced?: Record<string, { serverCertificate: Uint8Array<ArrayBuffer> }>;
  };
};

async function playFairPlay(opts: {
  provider?: string;
  wrap: 'raw' | 'base64' | 'xml' | 'json';
  hooks?: LicenceHooks;
}) {
  const cdm = fakeFairPlayCdm();
  const server = fakeFairPlayServer({ certificateUrl: CERT_URL, licenceUrl: LICENCE_URL, wrap: opts.wrap });
  // The capability probe and the selection, as on Safari with this CDM.
  const navigator = {
    userAgent: safariUa,
    maxTouchPoints: 0,
    requestMediaKeySystemAccess: cdm.requestMediaKeySystemAccess,
  };
  const caps = await probeCapabilities({ navigator: navigator as unknown as Navigator });
  const selection = selectPlayback(
    {
      streams: [{ type: 'hls_fairplay', url: 'https://cdn/fp.m3u8' }],
      laFairplay: LICENCE_URL,
      fpsCertificate: CERT_URL,
      ...(opts.provider ? { drm_provider: opts.provider } : {}),
    },
    { ...caps, mse: true },
  );
  if (!selection.ok) throw new Error(selection.error.message);
  const plan = selection.plan;
  const drm = plan.drm as DrmPlan;
  // What the shaka engine does before load: fetch the certificate, configure shaka.
  const certificate = await fetchFairPlayCertificate(CERT_URL, {
    fetch: server.fetch,
    accessToken: 'tok',
    tokenOrigins: ['https://api.operator.tv'],
  });
  const config = shakaDrmConfig(drm, certificate) as unknown as DrmConfig;
  const keySystem = Object.keys(config.drm.servers)[0] as string;
  // What shaka's DrmEngine does with that configuration.
  const access = await cdm.requestMediaKeySystemAccess(keySystem, [
    { initDataTypes: ['cenc', 'sinf', 'skd'] },
  ]);
  const keys = await access.createMediaKeys();
  await keys.setServerCertificate(
    config.drm.advanced?.[keySystem]?.serverCertificate as Uint8Array<ArrayBuffer>,
  );
  const session = keys.createSession();
  const initData = new TextEncoder().encode(SKD);
  const done = new Promise<void>((resolve, reject) => {
    session.addEventListener('message', (event) => {
      const request: ShakaLicenceRequest = {
        uris: [config.drm.servers[keySystem] as string],
        method: 'POST',
        headers: {},
        body: (event as Event & { message: ArrayBuffer }).message,
        initData,
        initDataType: 'skd',
      };
      const ctx = {
        accessToken: 'tok',
        tokenOrigins: ['https://api.operator.tv'],
        ...(opts.hooks ? { licenceHooks: opts.hooks } : {}),
      };
      shapeLicenceRequest(request, drm, ctx)
        .then(() =>
          server.fetch(request.uris[0] as string, {
            method: request.method,
            headers: request.headers,
            body: request.body as BodyInit,
          }),
        )
        .then(async (res) => {
          const response = { data: await res.arrayBuffer(), status: res.status };
          await readLicenceResponse(response, drm, opts.hooks);
          await session.update(response.data as ArrayBuffer);
        })
        .then(resolve, reject);
    });
  });
  await session.generateRequest('skd', initData);
  await done;
  return { plan, cdm, server };
}

describe('FairPlay through shaka against a fake com.apple.fps CDM', () => {
  it('routes to shaka, sends spc=<base64>&assetId with the token, and hands the CDM the raw CKC', async () => {
    const { plan, cdm, server } = await playFairPlay({ wrap: 'xml' });
    expect(plan).toMatchObject({ engine: 'shaka', protocol: 'hls', drm: { keySystem: 'com.apple.fps' } });
    expect(cdm.log.generateRequests).toEqual([{ initDataType: 'skd', uri: SKD }]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      url: `${LICENCE_URL}?access_token=tok`,
      contentType: 'application/x-www-form-urlencoded',
      assetId: 'asset-42',
    });
    expect(Array.from(server.requests[0]?.spc ?? [])).toEqual(
      Array.from(spcFor(FPS_CERTIFICATE, 'asset-42?kid=1')),
    );
    expect(cdm.log.keyStatus).toBe('usable');
  });

  it.each(['raw', 'base64', 'json'] as const)('unwraps a %s CKC before update()', async (wrap) => {
    const { cdm } = await playFairPlay({ wrap });
    expect(cdm.log.keyStatus).toBe('usable');
  });

  it('sends the raw SPC as octet-stream for a raw-SPC provider (EZDRM)', async () => {
    const { server, cdm } = await playFairPlay({ provider: 'ezdrm', wrap: 'raw' });
    expect(server.requests[0]?.contentType).toBe('application/octet-stream');
    expect(server.requests[0]?.assetId).toBeUndefined();
    expect(cdm.log.keyStatus).toBe('usable');
  });

  it('runs the integrator hooks on the request and on the response', async () => {
    const seen: string[] = [];
    const hooks: LicenceHooks = {
      prepareRequest(request) {
        seen.push(`request ${request.keySystem}`);
        return { ...request, headers: { ...request.headers, 'X-Vendor': 'yes' } };
      },
      parseResponse(body) {
        seen.push('response');
        // The vendor's envelope here is base64 text: the hook unwraps it instead of the built-in reader.
        return Uint8Array.from(atob(new TextDecoder().decode(body)), (c) => c.charCodeAt(0)).buffer;
      },
    };
    const { cdm } = await playFairPlay({ wrap: 'base64', hooks });
    expect(seen).toEqual(['request com.apple.fps', 'response']);
    expect(cdm.log.keyStatus).toBe('usable');
  });

  it('the fake CDM refuses a wrong CKC, so a broken exchange cannot pass', async () => {
    const hooks: LicenceHooks = { parseResponse: () => new Uint8Array([0, 1, 2]).buffer };
    await expect(playFairPlay({ wrap: 'raw', hooks })).rejects.toThrow(/does not answer this SPC/);
  });
});
