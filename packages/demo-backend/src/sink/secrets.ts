// Why: the stat sink is a test double that anyone on the demo's network can read, and clients put
// tokens where they should not (a query `access_token`, a signed media URL inside a playback error).
// What it records is scrubbed first: secret-named fields are dropped, and URLs inside string values
// lose their secret parameters and user:password, so the sink never hands a credential back out.

/** Parameter and field names that carry a credential (compared case-insensitively). */
export const SECRET_NAMES: ReadonlySet<string> = new Set(
  [
    'access_token',
    'token',
    'auth_token',
    'user_token',
    'id_token',
    'refresh_token',
    'session_id',
    'sessionid',
    'password',
    'pincode',
    'pin',
    'authorization',
    'x-goog-signature',
    'x-goog-credential',
    'x-amz-signature',
    'x-amz-credential',
    'x-amz-security-token',
    'signature',
    'policy',
    'key-pair-id',
    'hmac',
    'wmsauthsign',
    'hdnts',
  ].map((name) => name.toLowerCase()),
);

export const isSecretName = (name: string): boolean => SECRET_NAMES.has(name.toLowerCase());

const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>]+/gi;

/** One URL without secret query parameters or user:password; text that is not a URL is returned as is. */
export function scrubUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  let changed = false;
  if (url.username || url.password) {
    url.username = '';
    url.password = '';
    changed = true;
  }
  for (const name of [...url.searchParams.keys()]) {
    if (isSecretName(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  return changed ? url.toString() : text;
}

/** A string with every embedded http(s) URL scrubbed. */
export function scrubText(text: string): string {
  return text.includes('://') ? text.replace(URL_IN_TEXT, (match) => scrubUrl(match)) : text;
}

/** A query record without secret parameters, and with URL values scrubbed. */
export function scrubQuery(query: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!isSecretName(key)) out[key] = scrubText(value);
  }
  return out;
}

/** A JSON value with secret-named fields dropped at any depth and URLs in strings scrubbed. */
export function scrubBody(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  // Deeper than any real stat payload: keep the shape, not the contents.
  if (depth > 16) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => scrubBody(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!isSecretName(key)) out[key] = scrubBody(item, depth + 1);
  }
  return out;
}
