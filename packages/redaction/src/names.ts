/**
 * Why: one list of the names that carry a credential, for every place that must keep one out of a log, a
 * support ticket, a shared link or the stat sink (issue 35 item 6: three lists had drifted apart, and each
 * missed spellings the others caught). A name is compared after undoing what clients and encoders do to it:
 * percent-encoding (once or more, `%61ccess%5Ftoken`), case and separators (`accessToken`, `ACCESS-TOKEN`,
 * `access_token` are one name), and nesting (`user[password]`, `credentials.token`).
 */

/**
 * Names (normalised: lower case, no `-`, `_`, spaces) that carry a credential: whole names first — operator and
 * OAuth tokens and sessions; API keys and signed-URL parameters (CloudFront, Akamai, Wowza, our media edge);
 * what a person types or a device proves with (passwords, PINs, one-time codes, the device serial) — then the
 * endings that make any name one (`refresh_token`, `X-Amz-Signature`, `client_secret`, `JSESSIONID`).
 */
const SECRET =
  /^(?:token|auth(?:orization)?|jwt|session|sid|cookie|(?:api)?key|sig|hmac|policy|keypairid|hdnts|hdnea|wmsauthsign|pwd|(?:parental)?pin(?:code)?|otp(?:code)?|smscode|deviceserial)$|(?:token|passw(?:or)?d|secret|signature|apikey|credentials?|sess(?:ion)?id)$/;

/** Normalises one name part: `X-Amz-Signature` → `xamzsignature`, `accessToken` → `accesstoken`. */
const normalise = (part: string) => part.toLowerCase().replace(/[-_\s]/g, '');

/** Undoes percent-encoding, up to three layers (a URL inside a URL inside a URL); bad escapes stay as they are. */
export function percentDecoded(text: string): string {
  let out = text;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(out); i++) {
    try {
      out = decodeURIComponent(out);
    } catch {
      break;
    }
  }
  return out;
}

/** Extra names an operator declares secret: regular-expression sources matched against the whole decoded name. */
export type ExtraNames = readonly RegExp[];

export const extraNames = (sources: readonly string[] = []): ExtraNames =>
  sources.map((source) => new RegExp(`^(?:${source})$`, 'i'));

/**
 * Whether a query parameter, form field, JSON field or header name carries a credential. `&token`, `?sig` and
 * `user[password]` count: each part of a compound or nested name is checked.
 */
export function isSecretName(name: string, extra: ExtraNames = []): boolean {
  const decoded = percentDecoded(name);
  if (extra.some((rule) => rule.test(decoded))) return true;
  return decoded
    .split(/[[\].&?#;:/\s]+/)
    .map(normalise)
    .some((part) => SECRET.test(part));
}
