/**
 * Why: diagnostics are copied into support tickets, chats and logs, and the URLs and engine messages in them
 * carry whatever authorises playback — the operator's access token, CDN signatures, credentials in the
 * authority, JWTs in paths. Everything that leaves the player through diagnostics goes through here. The rules
 * are the product's one list of secret names and patterns (@onair/redaction, bundled into the SDK), which the
 * web app's share links and logs and the demo backend's stat sink use as well; an operator whose tokens live
 * elsewhere (a path segment, a custom parameter) adds its own rules.
 */
import {
  isSecretName as isSecretNameRule,
  REDACTED as MASK,
  redactText as redactWithRules,
  withoutSecretParams as withoutSecretParamsRule,
} from '@onair/redaction';

export interface RedactionOptions {
  /** Further parameter names (query or fragment, case-insensitive; regular-expression source) whose values are secret. */
  params?: readonly string[];
  /**
   * Operator patterns for secrets elsewhere, e.g. `/\/token\/([^/?#]+)/` for `/live/token/abc/index.m3u8`:
   * the first capture group (else the whole match) becomes `***`.
   */
  patterns?: readonly RegExp[];
}

export const REDACTED: string = MASK;

/** Replaces secrets in a URL or any text with `***`; leaves everything else byte for byte. */
export const redactText: (text: string, options?: RedactionOptions) => string = redactWithRules;

/** Whether a parameter, field or header name carries a credential (`accessToken`, `access%5Ftoken`, `user[password]`…). */
export const isSecretName: (name: string) => boolean = (name) => isSecretNameRule(name);

/** A URL fit to share or log: secret query and fragment parameters removed, credentials and nested secrets masked. */
export const withoutSecretParams: (url: string) => string = withoutSecretParamsRule;
