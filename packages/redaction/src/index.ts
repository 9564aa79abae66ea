// The one list of secret names and patterns (issue 35 item 6; docs/decisions.md says why it is a package of
// its own): the SDK's diagnostics redactor, the web app's share links and logs, and the demo backend's stat
// sink and request log all use it.
export { type ExtraNames, extraNames, isSecretName, percentDecoded } from './names';
export { REDACTED, type RedactionRules, redactText } from './text';
export { withoutSecretParams } from './url';
