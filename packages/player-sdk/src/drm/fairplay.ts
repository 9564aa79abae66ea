/**
 * Why: FairPlay has no standard licence wire format. Safari's CDM emits the SPC; how it travels depends on the
 * operator's DRM vendor (`drm_provider`): Apple's reference key server and most vendors take a form post
 * `spc=<base64>` (plus `assetId`), some (EZDRM) take the raw bytes. The CKC comes back raw, as base64 text, or
 * wrapped in `<ckc>…</ckc>`; Safari wants raw bytes. The application certificate is fetched once per load,
 * raw DER or base64.
 */

import {
  base64ToBytes,
  bytesToBase64,
  decodeText,
  isBase64,
  toArrayBuffer,
  toBytes,
  withAccessToken,
} from './bytes';
import { DrmError } from './drm-error';
import { licenceFailureError } from './licence-error';

/** Vendors that want the SPC as the raw request body. */
export const RAW_SPC_PROVIDERS: readonly string[] = ['ezdrm'];

export interface FairPlaySpcBody {
  body: BufferSource;
  contentType: string;
}

export function buildFairPlaySpc(spc: BufferSource, provider?: string, assetId?: string): FairPlaySpcBody {
  if (provider && RAW_SPC_PROVIDERS.includes(provider.toLowerCase())) {
    return { body: toBytes(spc), contentType: 'application/octet-stream' };
  }
  const params = new URLSearchParams({ spc: bytesToBase64(spc) });
  if (assetId) params.set('assetId', assetId);
  return {
    body: new TextEncoder().encode(params.toString()),
    contentType: 'application/x-www-form-urlencoded',
  };
}

function looksLikeText(bytes: Uint8Array): boolean {
  // A CKC is binary; text answers are printable ASCII (base64, XML or JSON).
  return bytes.length > 0 && bytes.every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b < 127));
}

export function parseFairPlayCkc(body: ArrayBuffer): ArrayBuffer {
  const bytes = new Uint8Array(body);
  if (!looksLikeText(bytes)) return toArrayBuffer(bytes);
  const text = decodeText(bytes).trim();
  const wrapped = /<ckc>([\s\S]*?)<\/ckc>/i.exec(text)?.[1];
  if (wrapped !== undefined) return toArrayBuffer(base64ToBytes(wrapped.trim()));
  if (text.startsWith('{')) {
    const json: unknown = JSON.parse(text);
    const ckc =
      typeof json === 'object' && json !== null ? (json as { ckc?: unknown; CkcMessage?: unknown }) : {};
    const value = ckc.ckc ?? ckc.CkcMessage;
    if (typeof value !== 'string') throw new SyntaxError('FairPlay licence JSON has no ckc field');
    return toArrayBuffer(base64ToBytes(value));
  }
  if (isBase64(text)) return toArrayBuffer(base64ToBytes(text));
  return toArrayBuffer(bytes);
}

/** The asset id Safari's `skd://` key URI carries (the part after the scheme, before any query). */
export function contentIdFromSkdUri(uri: string): string {
  return uri.replace(/^skd:\/\//i, '').split(/[?#]/)[0] ?? '';
}

export interface CertificateDeps {
  fetch: typeof fetch;
  signal?: AbortSignal;
  accessToken?: string;
  /** Origins that may receive the access token (see withAccessToken). */
  tokenOrigins?: readonly string[];
}

export async function fetchFairPlayCertificate(url: string, deps: CertificateDeps): Promise<ArrayBuffer> {
  const target = withAccessToken(url, deps.accessToken, deps.tokenOrigins);
  let response: Response;
  try {
    response = await deps.fetch(target, { method: 'GET', cache: 'no-store', signal: deps.signal ?? null });
  } catch (cause) {
    if (deps.signal?.aborted) throw cause;
    throw new DrmError(
      licenceFailureError({ code: 'drm.certificate', url: target, keySystem: 'com.apple.fps', cause }),
    );
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new DrmError(
      licenceFailureError({
        code: 'drm.certificate',
        url: target,
        httpStatus: response.status,
        body,
        keySystem: 'com.apple.fps',
      }),
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  // DER certificates start with a SEQUENCE tag (0x30); anything printable is the base64 form.
  if (bytes[0] !== 0x30 && looksLikeText(bytes)) {
    const text = decodeText(bytes).trim();
    if (isBase64(text)) return toArrayBuffer(base64ToBytes(text));
  }
  if (bytes.length === 0) {
    throw new DrmError(
      licenceFailureError({
        code: 'drm.certificate',
        url: target,
        httpStatus: response.status,
        keySystem: 'com.apple.fps',
        note: 'empty certificate',
      }),
    );
  }
  return toArrayBuffer(bytes);
}
