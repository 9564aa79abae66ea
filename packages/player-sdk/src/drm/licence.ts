/**
 * Why: every engine (shaka, hls.js) must send licence requests the same way, so the request shape per key
 * system lives here once. Per key system:
 *  - Widevine: the CDM challenge, raw, `application/octet-stream`;
 *  - PlayReady: the SOAP challenge unwrapped from the CDM's UTF-16 message, with its `text/xml` + SOAPAction;
 *  - FairPlay: the SPC as `spc=<base64>` form or raw, per `drm_provider` (see ./fairplay);
 *  - ClearKey: the CDM's JSON request as JSON.
 * The operator's `access_token` goes in the query, for the operator's own licence origins only. Integrator hooks
 * may rewrite the request and the response (drm/shaka-drm.ts runs them). The engines send the request; a refusal
 * is read by the error catalogue (errors/from-shaka.ts) into the §8 DRM error with the server's code and message.
 */

import type { DrmPlan, KeySystem } from '../selection/select-playback';
import { withAccessToken } from './bytes';
import { buildFairPlaySpc } from './fairplay';
import { parsePlayReadyChallenge } from './playready';

export interface LicenceRequest {
  url: string;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: BufferSource;
  /** Which CDM this is for (refinement of the brief's shape). */
  keySystem?: KeySystem;
}

export interface LicenceHooks {
  /** Add headers, sign, or move the token; runs right before the request is sent. */
  prepareRequest?(request: LicenceRequest): LicenceRequest | Promise<LicenceRequest>;
  /** Unwrap a vendor envelope; gets the raw body, returns what the CDM should receive. */
  parseResponse?(body: ArrayBuffer, response: Response): ArrayBuffer | Promise<ArrayBuffer>;
}

export interface LicenceContext {
  accessToken?: string;
  /** Origins whose licence servers may receive the access token (the operator API's and allow-listed ones). */
  tokenOrigins?: readonly string[];
  /** FairPlay asset id (from the `skd://` URI), sent with form-encoded SPCs. */
  contentId?: string;
}

export function buildLicenceRequest(
  keySystem: KeySystem,
  challenge: ArrayBuffer,
  plan: DrmPlan,
  ctx: LicenceContext = {},
): LicenceRequest {
  const url = withAccessToken(plan.licenceUrl, ctx.accessToken, ctx.tokenOrigins);
  switch (keySystem) {
    case 'com.widevine.alpha':
      return {
        url,
        method: 'POST',
        keySystem,
        headers: { 'Content-Type': 'application/octet-stream' },
        body: challenge,
      };
    case 'com.microsoft.playready': {
      const { body, headers } = parsePlayReadyChallenge(challenge);
      return { url, method: 'POST', keySystem, headers, body };
    }
    case 'com.apple.fps': {
      const { body, contentType } = buildFairPlaySpc(challenge, plan.provider, ctx.contentId);
      return { url, method: 'POST', keySystem, headers: { 'Content-Type': contentType }, body };
    }
    case 'org.w3.clearkey':
      return {
        url,
        method: 'POST',
        keySystem,
        headers: { 'Content-Type': 'application/json' },
        body: challenge,
      };
    default: {
      const unknown: never = keySystem;
      throw new TypeError(`Unknown key system: ${String(unknown)}`);
    }
  }
}

export { buildFairPlaySpc } from './fairplay';
