// Why: the stat sink is a test double that anyone on the demo's network can read, and clients put
// tokens where they should not (a query `access_token`, a signed media URL inside a playback error, a
// licence answer quoted in a message). What it records is scrubbed first with the product's one list of
// secret names and patterns (@onair/redaction, which the SDK and the web app use too): secret-named
// fields and parameters are dropped, and every string keeps its text with the secrets in it masked.
import { isSecretName, redactText } from '@onair/redaction';

/** A string with every secret in it (URL parameters, JSON fields, Bearer, JWTs, user:password) masked. */
export const scrubText = (text: string): string => redactText(text);

/** A query record without secret parameters, and with the other values scrubbed. */
export function scrubQuery(query: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!isSecretName(key)) out[key] = scrubText(value);
  }
  return out;
}

/** A JSON value with secret-named fields dropped at any depth and strings scrubbed. */
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
