/**
 * Why: what a host needs of a DRM failure — the error class a licence exchange throws and the §8 alert text
 * ("DRM license error → Alert 'DRM Error' with message and code. Code 8002 carries a nested message") — kept
 * apart from the licence-body parser so the core entry does not carry the parser the engines use.
 */
import type { PlayerError } from '../errors/types';

/** The server code whose real reason sits in `details.message` (§8). */
export const NESTED_MESSAGE_SERVER_CODE = 8002;

/** A failed licence (or certificate) exchange; `playerError` is what the player reports and shows. */
export class DrmError extends Error {
  readonly playerError: PlayerError;
  constructor(error: PlayerError) {
    super(error.message, error.cause === undefined ? undefined : { cause: error.cause });
    this.name = 'DrmError';
    this.playerError = error;
  }
}

/** The §8 alert: title 'DRM Error', the server's message (the nested one for 8002) and its code. */
export function drmAlert(error: PlayerError): {
  title: 'DRM Error';
  message: string;
  code?: string | number;
} {
  const drm = error.drm ?? {};
  const nested = Number(drm.serverCode) === NESTED_MESSAGE_SERVER_CODE ? drm.nestedMessage : undefined;
  const message = nested ?? drm.serverMessage ?? drm.nestedMessage ?? error.message;
  const code = drm.serverCode ?? error.httpStatus;
  return code === undefined ? { title: 'DRM Error', message } : { title: 'DRM Error', message, code };
}
