/**
 * Why: diagnostics are copied into support tickets, chats and logs, and the URLs and engine messages in them
 * carry whatever authorises playback — the operator's access token, CDN signatures, credentials in the
 * authority, JWTs in paths. Everything that leaves the player through diagnostics goes through here. The
 * built-in list covers the common token and signed-URL parameters (Akamai, CloudFront, S3, GCS, Wowza, HMAC);
 * an operator whose tokens live elsewhere (a path segment, a custom parameter) adds its own rules.
 * Free text is handled as well as bare URLs, so a URL inside an engine's message is redacted too.
 */
export interface RedactionOptions {
  /** Further parameter names (query or fragment, case-insensitive; regular-expression source) whose values are secret. */
  params?: readonly string[];
  /**
   * Operator patterns for secrets elsewhere, e.g. `/\/token\/([^/?#]+)/` for `/live/token/abc/index.m3u8`:
   * the first capture group (else the whole match) becomes `***`.
   */
  patterns?: readonly RegExp[];
}

export const REDACTED = '***';

// access_token, refresh_token, id_token, auth_token, user_token, token, session_id, sessionid, session, auth,
// authorization, api_key, apikey, key, key-pair-id, signature, sig, hmac, secret, password, passwd, jwt, hdnts,
// hdnea, policy, wmsauthsign, x-amz-/x-goog- signature, credential and security-token (factored: core size).
const SECRET_PARAMS =
  '(?:access|refresh|id|auth|user)_token|token|session_?id|session|auth(?:orization)?|api_?key|key(?:-pair-id)?|' +
  'sig(?:nature)?|hmac|secret|passw(?:or)?d|jwt|hdnts|hdnea|policy|wmsauthsign|x-(?:amz|goog)-(?:signature|credential|security-token)';
/** A name not glued to a longer one (`mytoken=` is not `token=`); its value runs to a separator, quote or space. */
const paramRule = (names: string) => new RegExp(`((?<![\\w.-])(?:${names})=)[^&#;\\s"'<>()]*`, 'gi');
const USER_INFO = /\/\/[^/?#@\s]*@/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

/** Replaces secrets in a URL or any text with `***`; leaves everything else byte for byte. */
export function redactText(text: string, options: RedactionOptions = {}): string {
  const names = [SECRET_PARAMS, ...(options.params ?? [])].join('|');
  let out = text.replace(USER_INFO, `//${REDACTED}@`).replace(paramRule(names), `$1${REDACTED}`);
  for (const pattern of options.patterns ?? []) {
    const global = pattern.flags.includes('g') ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
    out = out.replace(global, (match, group: unknown) =>
      typeof group === 'string' && group !== '' ? match.replace(group, REDACTED) : REDACTED,
    );
  }
  return out.replace(JWT, REDACTED);
}
