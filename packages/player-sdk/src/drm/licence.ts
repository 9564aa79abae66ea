/**
 * Why: every engine (shaka, hls.js, native FairPlay) must send licence requests the same way, so the request
 * shape per key system lives here once, and so does the reading of a refusal. Per key system:
 *  - Widevine: the CDM challenge, raw, `application/octet-stream`;
 *  - PlayReady: the SOAP challenge unwrapped from the CDM's UTF-16 message, with its `text/xml` + SOAPAction;
 *  - FairPlay: the SPC as `spc=<base64>` form or raw, per `drm_provider` (see ./fairplay);
 *  - ClearKey: the CDM's JSON request as JSON.
 * The operator's `access_token` goes in the query, for the operator's own licence origins only. Integrator hooks may rewrite the request and the response.
 * A non-2xx answer (or a JSON error where a licence should be) becomes a DrmError carrying the HTTP status and
 * the server's code, message and nested message (§8).
 */

import type { DrmPlan, KeySystem } from '../selection/select-playback';
import { toArrayBuffer, withAccessToken } from './bytes';
import { DrmError } from './drm-error';
import { buildFairPlaySpc, parseFairPlayCkc } from './fairplay';
import { licenceFailureError } from './licence-error';
import { parsePlayReadyChallenge } from './playready';

export interface LicenceRequest {
  url: string;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: BufferSource;
  /** Which CDM this is for; lets the exchange unwrap FairPlay CKCs (refinement of the brief's shape). */
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

export interface ExchangeDeps {
  fetch: typeof fetch;
  signal?: AbortSignal;
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');
}

export async function exchangeLicence(
  request: LicenceRequest,
  deps: ExchangeDeps,
  hooks: LicenceHooks = {},
): Promise<ArrayBuffer> {
  const prepared = hooks.prepareRequest ? await hooks.prepareRequest(request) : request;
  const keySystem = prepared.keySystem;
  let response: Response;
  try {
    response = await deps.fetch(prepared.url, {
      method: prepared.method,
      headers: prepared.headers,
      body: prepared.method === 'GET' ? null : (prepared.body ?? null),
      cache: 'no-store',
      signal: deps.signal ?? null,
    });
  } catch (cause) {
    // A cancelled load is not a licence failure; let the caller see its own abort.
    if (deps.signal?.aborted) throw cause;
    throw new DrmError(licenceFailureError({ url: prepared.url, keySystem, cause }));
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new DrmError(
      licenceFailureError({ url: prepared.url, httpStatus: response.status, body, keySystem }),
    );
  }
  const raw = await response.arrayBuffer();
  // A 200 with a JSON error body would reach the CDM as a licence and fail there without the server's reason.
  if (keySystem !== 'org.w3.clearkey' && isJson(response) && !hooks.parseResponse) {
    const text = new TextDecoder().decode(raw);
    if (/"error"/.test(text)) {
      throw new DrmError(
        licenceFailureError({ url: prepared.url, httpStatus: response.status, body: text, keySystem }),
      );
    }
  }
  if (hooks.parseResponse) return hooks.parseResponse(raw, response);
  if (keySystem === 'com.apple.fps') return parseFairPlayCkc(raw);
  return toArrayBuffer(new Uint8Array(raw));
}

export {
  buildFairPlaySpc,
  contentIdFromSkdUri,
  fetchFairPlayCertificate,
  parseFairPlayCkc,
} from './fairplay';
