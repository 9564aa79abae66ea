/**
 * Why: shaka runs the EME exchange (key-system access, sessions, certificate, renewals) for every protected
 * stream — Widevine/PlayReady/ClearKey DASH and FairPlay HLS — and this file is the operator's side of it, kept
 * apart from shaka so it is tested without a browser:
 *  - the drm configuration: the licence URL of the plan's key system only; under a ClearKey plan every DRM
 *    signal of the MPD is read as ClearKey (./clearkey-by-word); under a FairPlay plan the application
 *    certificate the operator names (`fpsCertificate`), fetched by us so the access token and the §8 error
 *    shape apply to it too;
 *  - the licence request: the challenge shaka got from the CDM is reshaped by the one builder every engine
 *    uses (./licence: the W3C ClearKey JSON, PlayReady's unwrapped SOAP, FairPlay's SPC as form or raw per
 *    `drm_provider`, with the FairPlay asset id from the `skd://` URI), then the integrator's hook;
 *  - the licence response: the integrator's hook, else FairPlay's CKC unwrapped (raw, base64, `<ckc>`, JSON).
 * The shapes below are the subset of shaka's `extern.Request`/`Response`/`DrmInfo` these steps touch.
 */
import type { DrmPlan } from '../selection/select-playback';
import { decodeText, toArrayBuffer } from './bytes';
import { CLEARKEY_BY_URI, clearKeyInitData } from './clearkey-by-word';
import { contentIdFromSkdUri, parseFairPlayCkc } from './fairplay';
import { buildLicenceRequest, type LicenceHooks } from './licence';

export interface ShakaLicenceRequest {
  uris: string[];
  method: string;
  headers: Record<string, string>;
  body: ArrayBuffer | ArrayBufferView | null;
  initData?: Uint8Array | null;
  initDataType?: string | null;
}

export interface ShakaLicenceResponse {
  data: ArrayBuffer | ArrayBufferView;
  status?: number;
  headers?: Record<string, string>;
}

export interface ShakaDrmInfoLike {
  keyIds?: Set<string> | null;
}

export interface OperatorLicenceContext {
  accessToken?: string;
  tokenOrigins?: readonly string[];
  licenceHooks?: LicenceHooks;
}

// isView, not instanceof ArrayBuffer: buffers from another realm (a frame, a test DOM) fail instanceof.
const bufferOf = (data: ArrayBuffer | ArrayBufferView): ArrayBuffer =>
  ArrayBuffer.isView(data)
    ? toArrayBuffer(new Uint8Array(data.buffer, data.byteOffset, data.byteLength))
    : toArrayBuffer(new Uint8Array(data));

/** shaka's `drm` (and, for ClearKey, `manifest.dash`) configuration for this plan. */
export function shakaDrmConfig(drm: DrmPlan, certificate?: ArrayBuffer): Record<string, unknown> {
  const config: Record<string, unknown> = {
    drm: {
      servers: { [drm.keySystem]: drm.licenceUrl },
      preferredKeySystems: [drm.keySystem],
      ...(certificate
        ? { advanced: { [drm.keySystem]: { serverCertificate: new Uint8Array(certificate) } } }
        : {}),
      ...(drm.keySystem === 'org.w3.clearkey'
        ? {
            initDataTransform: (initData: Uint8Array, type: string, info: ShakaDrmInfoLike | null) =>
              clearKeyInitData(initData, type, info?.keyIds ?? []),
          }
        : {}),
    },
  };
  if (drm.keySystem === 'org.w3.clearkey') config.manifest = { dash: { keySystemsByURI: CLEARKEY_BY_URI } };
  return config;
}

/** Rewrites shaka's licence request in place into the operator's wire format. */
export async function shapeLicenceRequest(
  request: ShakaLicenceRequest,
  drm: DrmPlan,
  ctx: OperatorLicenceContext,
): Promise<void> {
  if (!request.body) return;
  const skd =
    request.initDataType === 'skd' && request.initData
      ? decodeText(bufferOf(request.initData)).replace(/\0/g, '')
      : '';
  let shaped = buildLicenceRequest(drm.keySystem, bufferOf(request.body), drm, {
    ...(ctx.accessToken ? { accessToken: ctx.accessToken, tokenOrigins: ctx.tokenOrigins ?? [] } : {}),
    ...(skd ? { contentId: contentIdFromSkdUri(skd.slice(skd.indexOf('skd://'))) } : {}),
  });
  if (ctx.licenceHooks?.prepareRequest) shaped = await ctx.licenceHooks.prepareRequest(shaped);
  request.uris = [shaped.url];
  request.method = shaped.method;
  request.headers = { ...shaped.headers };
  request.body = shaped.body ? bufferOf(shaped.body) : null;
}

/** Rewrites shaka's licence response in place into what the CDM takes. */
export async function readLicenceResponse(
  response: ShakaLicenceResponse,
  drm: DrmPlan,
  hooks: LicenceHooks = {},
): Promise<void> {
  const raw = bufferOf(response.data);
  if (hooks.parseResponse) {
    const res = new Response(raw, { status: response.status ?? 200, headers: response.headers ?? {} });
    response.data = await hooks.parseResponse(raw, res);
  } else if (drm.keySystem === 'com.apple.fps') {
    response.data = parseFairPlayCkc(raw);
  }
}
