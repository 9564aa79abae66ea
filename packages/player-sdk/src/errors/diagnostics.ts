/**
 * The §3/§8 "Error diagnostics" object behind the 'more' button: what failed, where, and the recovery counters,
 * so support can read one copied block. Every text field is redacted (redact.ts) before anything leaves the player.
 * Code 2 means there is no video element or no source, 0 means no error (it clears the panel), otherwise the
 * HTTP status, else shaka's numeric code, else 1 (a playback failure without a number).
 */
import { type RedactionOptions, redactText } from './redact';
import type { ErrorTypeName, PlayerError } from './types';

export interface Diagnostics {
  code: number;
  errorType: ErrorTypeName;
  streamType: string;
  url: string;
  position: number;
  details: string;
  contentId?: string | number;
  channelId?: string | number;
  libraryId?: string | number;
  timestamp: number;
  userAgent: string;
  fragErrors: number;
  totalErrors: number;
  errorRetryCount: number;
}

export interface DiagnosticsInput {
  error: PlayerError | null;
  hasVideoElement: boolean;
  /** e.g. 'hls', 'dash', 'native' (the plan's engine/protocol). */
  streamType: string;
  url: string | undefined;
  /** Seconds. */
  position: number;
  contentId?: string | number;
  channelId?: string | number;
  libraryId?: string | number;
  /** Injected clock, ms since epoch. */
  now: () => number;
  userAgent: string;
  counters: { fragErrors: number; totalErrors: number; errorRetryCount: number };
  /** The operator's own secret parameters and patterns, on top of the built-in ones. */
  redaction?: RedactionOptions;
}

export const DIAGNOSTIC_CODE_CLEAR = 0;
export const DIAGNOSTIC_CODE_GENERIC = 1;
export const DIAGNOSTIC_CODE_NO_SOURCE = 2;

/** Replaces secret query values and URL credentials with '***' (see redact.ts); kept for hosts that use it. */
export function redactUrl(url: string, options?: RedactionOptions): string {
  return redactText(url, options);
}

/** Every text field redacted: the URL, the engines' details, and whatever a host put in the ids. */
export function redactDiagnostics(d: Diagnostics, options?: RedactionOptions): Diagnostics {
  const out = { ...d } as Record<string, unknown>;
  for (const [field, value] of Object.entries(out)) {
    if (typeof value === 'string') out[field] = redactText(value, options);
  }
  return out as unknown as Diagnostics;
}

function diagnosticCode(input: DiagnosticsInput): number {
  if (!input.hasVideoElement || !input.url) return DIAGNOSTIC_CODE_NO_SOURCE;
  const { error } = input;
  if (!error) return DIAGNOSTIC_CODE_CLEAR;
  if (error.httpStatus !== undefined) return error.httpStatus;
  if (error.engine === 'shaka' && typeof error.engineCode === 'number') return error.engineCode;
  return DIAGNOSTIC_CODE_GENERIC;
}

function detailsOf(error: PlayerError | null): string {
  if (!error) return '';
  const parts = [error.details ?? error.message];
  const drm = error.drm;
  if (drm?.serverCode !== undefined) parts.push(`server code ${drm.serverCode}`);
  if (drm?.serverMessage) parts.push(drm.serverMessage);
  if (drm?.nestedMessage) parts.push(drm.nestedMessage);
  return parts.filter((p, i) => parts.indexOf(p) === i).join('; ');
}

export function buildDiagnostics(input: DiagnosticsInput): Diagnostics {
  const { error } = input;
  const diagnostics: Diagnostics = {
    code: diagnosticCode(input),
    errorType: error?.errorType ?? 'Unknown error',
    streamType: input.streamType,
    url: input.url ?? '',
    position: Math.max(0, Math.round(input.position * 10) / 10),
    details: detailsOf(error),
    timestamp: input.now(),
    userAgent: input.userAgent,
    fragErrors: input.counters.fragErrors,
    totalErrors: input.counters.totalErrors,
    errorRetryCount: input.counters.errorRetryCount,
  };
  if (input.contentId !== undefined) diagnostics.contentId = input.contentId;
  if (input.channelId !== undefined) diagnostics.channelId = input.channelId;
  if (input.libraryId !== undefined) diagnostics.libraryId = input.libraryId;
  return redactDiagnostics(diagnostics, input.redaction);
}

/** The §8 panel labels, in the spec's order, paired with the field each shows. */
export const DIAGNOSTIC_LABELS = [
  ['Error code', 'code'],
  ['Error type', 'errorType'],
  ['Details', 'details'],
  ['Stream URL', 'url'],
  ['Position (sec)', 'position'],
  ['Content ID', 'contentId'],
  ['Channel ID', 'channelId'],
  ['Fragment errors', 'fragErrors'],
  ['Total errors', 'totalErrors'],
  ['Retry attempts', 'errorRetryCount'],
  ['Error time', 'timestamp'],
] as const satisfies readonly (readonly [string, keyof Diagnostics])[];

/**
 * The text copied to the clipboard: one 'Label: value' line per known field, the time as ISO 8601. Redacted
 * again with the built-in rules, in case a host built or changed the object itself.
 */
export function formatDiagnostics(diagnostics: Diagnostics, options?: RedactionOptions): string {
  const d = redactDiagnostics(diagnostics, options);
  const lines: string[] = [];
  for (const [label, field] of DIAGNOSTIC_LABELS) {
    const value = d[field];
    if (value === undefined || value === '') continue;
    lines.push(`${label}: ${field === 'timestamp' ? new Date(d.timestamp).toISOString() : String(value)}`);
  }
  return lines.join('\n');
}
