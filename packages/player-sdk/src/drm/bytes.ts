/**
 * Byte helpers the licence exchanges share: base64 both ways (standard and URL-safe input), text decoding that
 * recognises the UTF-16LE the PlayReady CDM speaks, and appending the operator's access token to a URL.
 * Only platform globals every target has (atob/btoa, TextDecoder, URL) are used; Node 20 has them too.
 */

export function toBytes(source: BufferSource): Uint8Array<ArrayBuffer> {
  if (ArrayBuffer.isView(source)) return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  return new Uint8Array(source);
}

/** A standalone ArrayBuffer holding exactly these bytes (views over larger buffers are copied). */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

export function bytesToBase64(source: BufferSource): string {
  const bytes = toBytes(source);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

export function isBase64(text: string): boolean {
  const compact = text.replace(/\s+/g, '');
  return compact.length > 0 && compact.length % 4 !== 1 && BASE64.test(compact);
}

/** Decodes standard or URL-safe base64, padded or not; throws a SyntaxError on anything else. */
export function base64ToBytes(text: string): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  if (!isBase64(compact)) throw new SyntaxError('Not a base64 string');
  const standard = compact.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** UTF-16LE when the bytes look like it (a BOM, or ASCII with every odd byte zero), else UTF-8. */
export function decodeText(source: BufferSource): string {
  const bytes = toBytes(source);
  const bom16 = bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe;
  const looks16 = bytes.length >= 4 && bytes[1] === 0 && bytes[3] === 0 && bytes[0] !== 0;
  return new TextDecoder(bom16 || looks16 ? 'utf-16le' : 'utf-8').decode(bytes);
}

/**
 * The operator authorises licence and certificate requests with `access_token` in the query, like its /v2 API.
 * The token is the viewer's session: it goes only to the origins the player was told belong to the operator
 * (its API's, and those the integrator lists), never to a third-party DRM vendor by default.
 * An existing access_token is left alone so an integrator's own URL wins.
 */
export function withAccessToken(
  url: string,
  accessToken: string | undefined,
  tokenOrigins: readonly string[] = [],
): string {
  const origin = originOf(url);
  if (!accessToken || !origin || !tokenOrigins.includes(origin)) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  if (/[?&]access_token=/.test(base)) return url;
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}access_token=${encodeURIComponent(accessToken)}${hash}`;
}

/** The origin of an absolute or page-relative URL; '' when it has none. */
function originOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return '';
  }
}
