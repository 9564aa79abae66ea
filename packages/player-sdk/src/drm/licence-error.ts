/**
 * Why: a licence server's refusal is only useful to the viewer and support if its own code and message survive
 * (§8: "DRM license error → Alert 'DRM Error' with message and code. Code 8002 carries a nested message").
 * This module reads whatever the server sent (JSON in the operator's shape, flat JSON, or text) into the
 * catalogue's DRM error; the alert shown from it is drm-error.ts.
 */

import { hideAccessToken } from '../api/hide-access-token';
import { playerError } from '../errors/codes';
import type { DrmErrorInfo, PlayerError } from '../errors/types';

const MAX_TEXT_MESSAGE = 300;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function codeOf(value: unknown): string | number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return text(value);
}

/** Reads `{ error: { code, error_code, message, details: { message } } }`, the same fields flat, or plain text. */
export function parseLicenceErrorBody(body: string): DrmErrorInfo {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    const message = text(body);
    return message ? { serverMessage: message.slice(0, MAX_TEXT_MESSAGE) } : {};
  }
  if (!isRecord(parsed)) return {};
  const inner = isRecord(parsed.error) ? parsed.error : parsed;
  const details = isRecord(inner.details) ? inner.details : undefined;
  const info: DrmErrorInfo = {};
  const serverCode = codeOf(inner.code) ?? codeOf(inner.error_code);
  if (serverCode !== undefined) info.serverCode = serverCode;
  const serverMessage = text(inner.message) ?? text(parsed.error) ?? text(parsed.message);
  if (serverMessage !== undefined) info.serverMessage = serverMessage;
  const nestedMessage = text(details?.message) ?? text(inner.details);
  if (nestedMessage !== undefined) info.nestedMessage = nestedMessage;
  return info;
}

export interface LicenceFailure {
  httpStatus?: number;
  url?: string;
  body?: string;
  keySystem?: string;
  cause?: unknown;
  /** 'drm.certificate' for the FairPlay certificate fetch; the licence request otherwise. */
  code?: 'drm.licence_request' | 'drm.certificate';
  /** Our own reason when the answer itself is the problem (an empty certificate, a licence-shaped error). */
  note?: string;
}

export function licenceFailureError(failure: LicenceFailure): PlayerError {
  const info: DrmErrorInfo = failure.body === undefined ? {} : parseLicenceErrorBody(failure.body);
  if (failure.keySystem) info.keySystem = failure.keySystem;
  const what = failure.code === 'drm.certificate' ? 'DRM certificate server' : 'Licence server';
  const status = failure.httpStatus === undefined ? 'failed' : `answered HTTP ${failure.httpStatus}`;
  const reason = [failure.note, info.serverMessage, info.nestedMessage].filter(Boolean).join(': ');
  return playerError(failure.code ?? 'drm.licence_request', true, {
    message: `${what} ${status}${reason ? `: ${reason}` : ''}`,
    httpStatus: failure.httpStatus,
    // The player added the viewer's token to the licence URL (bytes.ts): the error names it masked.
    url: failure.url === undefined ? undefined : hideAccessToken(failure.url),
    cause: failure.cause,
    drm: info,
  });
}
