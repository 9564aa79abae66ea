/**
 * Why: a failed operator call must reach the viewer as the same typed PlayerError every other failure uses,
 * keeping the server's `error_code` and message (§8: 403 → alert with error.message, permission_denied → modal).
 */

import type { PlayerError } from '../errors/catalogue';
import { hideAccessToken } from './hide-access-token';

export class OperatorApiError extends Error {
  readonly playerError: PlayerError;
  constructor(playerError: PlayerError) {
    super(playerError.message);
    this.name = 'OperatorApiError';
    // The call's URL carries the viewer's token (000 §7): the error names it without (issue 35 item 6).
    this.playerError = playerError.url
      ? { ...playerError, url: hideAccessToken(playerError.url) }
      : playerError;
  }
}

export function apiHttpError(url: string, status: number, body: unknown): OperatorApiError {
  const server = readErrorBody(body);
  return new OperatorApiError({
    code: status === 404 ? 'source.not_found' : 'network.api_status',
    category: status === 404 ? 'source' : 'network',
    fatal: true,
    errorType: 'Network error',
    message: server?.message ?? `Operator API answered ${status}`,
    httpStatus: status,
    url,
    details: server?.error_code,
  });
}

export function apiMalformedError(url: string, why: string): OperatorApiError {
  return new OperatorApiError({
    code: 'source.malformed_response',
    category: 'source',
    fatal: true,
    errorType: 'Other error',
    message: `Operator API sent a malformed response: ${why}`,
    url,
  });
}

export function apiNetworkError(url: string, cause: unknown): OperatorApiError {
  return new OperatorApiError({
    code: 'network.api_unreachable',
    category: 'network',
    fatal: true,
    errorType: 'Network error',
    message: 'Operator API could not be reached',
    url,
    cause,
  });
}

/** `{ error: { status, error_code, message } }`, tolerating anything else. */
function readErrorBody(body: unknown): { error_code?: string; message?: string } | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { error_code, message } = body.error;
  return {
    ...(typeof error_code === 'string' ? { error_code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
