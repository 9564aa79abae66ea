/**
 * One error type for every API failure, so screens can tell "the server said no" (http, with the
 * server's error_code and message kept), "the network failed", and "the answer was not what the
 * contract says" (malformed JSON or a failed schema) apart — and show a clear message for each.
 */
import { redactText } from '@onair/player-sdk/diagnostics';

export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'invalid';

export interface ServerErrorBody {
  status?: number;
  error_code?: string | number;
  code?: string | number;
  message?: string;
  detail?: string;
  details?: unknown;
}

/**
 * A short fingerprint of the access token a call was made with (FNV-1a): enough to tell "the token that failed
 * is the one in use" without the error carrying the token itself.
 */
export function tokenMark(token: string | null | undefined): string | null {
  if (!token) return null;
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

function tokenIn(url: string): string | null {
  try {
    return new URL(url).searchParams.get('access_token');
  } catch {
    return null;
  }
}

/**
 * Errors are logged (console, reports) and shown: the URL they keep is redacted with the product's one list of
 * secret names (issue 35 item 6: an API error's URL carried the viewer's access_token into the console), and the
 * token the call used is kept only as its mark.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly url: string;
  /** tokenMark() of the access_token the call carried, null without one. */
  readonly tokenMark: string | null;
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    url: string,
    readonly status: number | null = null,
    readonly errorCode: string | null = null,
    readonly body: unknown = null,
  ) {
    super(redactText(message));
    this.url = redactText(url);
    this.tokenMark = tokenMark(tokenIn(url));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's error object, wherever the operator put it (`error`, `data.error` or the body itself). */
export function serverError(body: unknown): ServerErrorBody | null {
  if (!isRecord(body)) return null;
  const nested = isRecord(body.error)
    ? body.error
    : isRecord(body.data) && isRecord(body.data.error)
      ? body.data.error
      : null;
  const source = nested ?? body;
  const out: ServerErrorBody = {};
  if (typeof source.status === 'number') out.status = source.status;
  if (typeof source.error_code === 'string' || typeof source.error_code === 'number')
    out.error_code = source.error_code;
  if (typeof source.code === 'string' || typeof source.code === 'number') out.code = source.code;
  if (typeof source.message === 'string') out.message = source.message;
  if (typeof source.detail === 'string') out.detail = source.detail;
  if ('details' in source) out.details = source.details;
  return Object.keys(out).length > 0 ? out : null;
}

export function httpError(url: string, status: number, body: unknown): ApiError {
  const server = serverError(body);
  const code = server?.error_code ?? null;
  const message = server?.message ?? server?.detail ?? `error ${status}`;
  return new ApiError('http', message, url, status, code === null ? null : String(code), body);
}
