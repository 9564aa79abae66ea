/**
 * `@onair/player-sdk/diagnostics`: the §3 diagnostics formatter and the product's redaction rules, for hosts that
 * log errors or share links themselves. An entry of its own because the rules are only needed on an error: the
 * player loads them on demand, and the core stays within its budget (docs/decisions.md).
 */
export { type Diagnostics, formatDiagnostics, redactDiagnostics, redactUrl } from './diagnostics';
export { isSecretName, REDACTED, type RedactionOptions, redactText, withoutSecretParams } from './redact';
