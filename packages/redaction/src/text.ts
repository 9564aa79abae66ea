/**
 * Why: secrets reach text in many shapes — a query or fragment parameter, a path segment a CDN signs
 * (`/sig=…/`), a URL percent-encoded inside another URL's parameter, a JSON field (also escaped inside a JSON
 * string), an `Authorization: Bearer …` header copied into a message, `user:password@` in an authority, a bare
 * JWT. Each rule below finds one shape and hands the name to the one list (names.ts); everything else is left
 * byte for byte, so a redacted message still says what failed and where.
 */
import { type ExtraNames, extraNames, isSecretName } from './names';

export const REDACTED = '***';

export interface RedactionRules {
  /** Further parameter or field names (regular-expression sources, whole name, case-insensitive). */
  params?: readonly string[];
  /** Secrets elsewhere: the first capture group (else the whole match) becomes `***`. */
  patterns?: readonly RegExp[];
}

/** A separator, also percent-encoded once or more (`%26`, `%2526`): `hex` is the byte after `%`. */
const escaped = (hex: string) => `%(?:25)*(?:${hex})`;
/** Encoded bytes that end a value (`&`, `#`, `;`, `?`, space, quotes, `<`, `>`, backslash). */
const ENDING_ESCAPES = '26|23|3B|3F|20|22|27|3C|3E|5C';
/** A name: word characters, `.`, `~`, `[`, `]`, `-` and escapes that are not separators or `=`. */
const NAME = `(?:[\\w.~\\[\\]-]|%(?!(?:25)*(?:${ENDING_ESCAPES}|3D|2F|3A))[0-9A-Fa-f]{2})+`;
const EQUALS = `(?:=|${escaped('3D')})`;
/** Characters and encoded separators that end a value. */
const VALUE_STOP = '&#;?\\s"\'<>(),\\\\';
const value = (extraStop: string, extraEscapes: string) =>
  `(?:[^${VALUE_STOP}${extraStop}%]|%(?!(?:25)*(?:${ENDING_ESCAPES}${extraEscapes})))*`;

/** `name=value` after `?`, `&`, `#`, `;`, a space or a quote (or their escapes), the value up to its separator. */
const QUERY_PAIR = new RegExp(
  `(^|[?&#;\\s"'(,]|${escaped('26|3F|23|3B|20')})(${NAME})(${EQUALS})(${value('', '')})`,
  'gi',
);
/** `/name=value/`: a signed path segment (Akamai, nginx secure_link, our media edge); the value stops at `/`. */
const PATH_PAIR = new RegExp(`(\\/|${escaped('2F')})(${NAME})(${EQUALS})(${value('/', '|2F')})`, 'gi');
/** `"name": "value"`, `'name': 'value'`, `"name": 123`, and `\"name\":\"value\"` inside a JSON string. */
const JSON_STRING = /(")([^"\\\n]{1,80})"(\s*:\s*)"((?:[^"\\]|\\[^"]|\\")*?)"/g;
const JSON_SINGLE = /(')([^'\\\n]{1,80})'(\s*:\s*)'([^'\n]*)'/g;
const JSON_SCALAR = /(["'])([^"'\\\n]{1,80})\1(\s*:\s*)(-?\d[\d.eE+-]*|true|false)/g;
const JSON_ESCAPED = /(\\")([^"\\\n]{1,80})\\"(\s*:\s*)\\"((?:[^"\\]|\\(?!")[^"])*?)\\"/g;
/** `password: hunter2` in a log line or a header copied into a message. */
const HEADER_LIKE = /(^|[\s{,(])([A-Za-z][\w-]{0,79})(\s*:[ \t]*)([^\s,;}\])"']+)/g;
/** `Bearer …` / `Basic …` credentials, also `+`/`%20`-joined as in a query or a form. */
const AUTH_SCHEME = /\b(Bearer|Basic)(\s+|%20|\+)([\w.~+/=-]+)/gi;
/** A Basic credential is base64: an English word after "Basic" (`Basic settings`) is not one. */
const looksLikeCredential = (scheme: string, credential: string) =>
  scheme.toLowerCase() === 'bearer' ||
  (credential.length >= 8 && /[A-Z][^A-Z]*[a-z]|[a-z][^a-z]*[A-Z]|[\d+/=]/.test(credential));
/** `//user:password@host`, also percent-encoded inside another URL. */
const USER_INFO = /(\/\/|%2F%2F)((?:(?!%2F)[^\s/?#@"'<>])+?)(@|%40)(?=[\w[])/gi;
/** A JSON Web Token anywhere: header.payload.signature, the header always starting `eyJ`. */
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;

function maskPairs(text: string, rule: RegExp, extra: ExtraNames): string {
  return text.replace(rule, (match, before: string, name: string, equals: string, secret: string) =>
    secret !== '' && secret !== REDACTED && isSecretName(name, extra)
      ? `${before}${name}${equals}${REDACTED}`
      : match,
  );
}

function maskFields(text: string, rule: RegExp, extra: ExtraNames, wrap: (quote: string) => string): string {
  return text.replace(rule, (match, quote: string, name: string, colon: string, secret: string) =>
    secret !== REDACTED && isSecretName(name, extra)
      ? `${quote}${name}${quote}${colon}${wrap(quote)}`
      : match,
  );
}

/** Replaces every secret in a URL or any text with `***`; leaves everything else as it was. */
export function redactText(text: string, rules: RedactionRules = {}): string {
  if (text === '') return text;
  const extra = extraNames(rules.params);
  let out = text
    .replace(AUTH_SCHEME, (match, scheme: string, gap: string, credential: string) =>
      looksLikeCredential(scheme, credential) ? `${scheme}${gap}${REDACTED}` : match,
    )
    .replace(USER_INFO, (_m, slashes: string, _user: string, at: string) => `${slashes}${REDACTED}${at}`);
  out = maskPairs(out, PATH_PAIR, extra);
  out = maskPairs(out, QUERY_PAIR, extra);
  out = maskFields(out, JSON_ESCAPED, extra, () => `\\"${REDACTED}\\"`);
  out = maskFields(out, JSON_STRING, extra, () => `"${REDACTED}"`);
  out = maskFields(out, JSON_SINGLE, extra, () => `'${REDACTED}'`);
  out = maskFields(out, JSON_SCALAR, extra, () => `"${REDACTED}"`);
  out = out.replace(HEADER_LIKE, (match, before: string, name: string, colon: string, secret: string) =>
    secret !== REDACTED &&
    !secret.startsWith('//') &&
    !/^(?:bearer|basic)$/i.test(secret) &&
    isSecretName(name, extra)
      ? `${before}${name}${colon}${REDACTED}`
      : match,
  );
  for (const pattern of rules.patterns ?? []) {
    const global = pattern.flags.includes('g') ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
    out = out.replace(global, (match, group: unknown) =>
      typeof group === 'string' && group !== '' ? match.replace(group, REDACTED) : REDACTED,
    );
  }
  return out.replace(JWT, REDACTED);
}
