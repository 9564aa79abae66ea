/**
 * Why: 000 §8 says what a failed call *means* for the session, depending on which call failed —
 * a 401 anywhere is a dead token, but a 403 on device authorisation is a region block, and a 400 there
 * means too many devices. Keeping the decision pure and table-tested keeps the HTTP layer dumb.
 */
import type { ApiError } from './errors';

/** Calls whose failures the catalogue treats specially. */
export type EndpointTag = 'device-auth' | 'login' | 'guest-create' | 'otp-auth' | 'stat' | 'other';

export type ErrorAction =
  | { kind: 'token-error' }
  | { kind: 'region-block'; message: string }
  | { kind: 'too-many-devices' }
  | { kind: 'generic'; message: string };

const REGION_BLOCK_TAGS: ReadonlySet<EndpointTag> = new Set([
  'device-auth',
  'login',
  'guest-create',
  'otp-auth',
]);
/** 000 §8: the token flag is not raised by the stat and otp auth endpoints. */
const NO_TOKEN_FLAG_TAGS: ReadonlySet<EndpointTag> = new Set(['stat', 'otp-auth']);

export function errorAction(tag: EndpointTag, error: ApiError): ErrorAction {
  if (error.kind !== 'http') return { kind: 'generic', message: error.message };
  const status = error.status ?? 0;
  if ((status === 401 || error.errorCode === 'authentication_failed') && !NO_TOKEN_FLAG_TAGS.has(tag)) {
    return { kind: 'token-error' };
  }
  if (status === 403 && REGION_BLOCK_TAGS.has(tag)) return { kind: 'region-block', message: error.message };
  if (status === 400 && tag === 'device-auth') return { kind: 'too-many-devices' };
  return { kind: 'generic', message: error.message || `error ${status}` };
}

export interface DeviceLogin {
  id: number | string;
  login_at?: string | null;
}

/** 000 §8: with too many devices the oldest by login time goes; devices with no login time count as oldest. */
export function oldestDevice<T extends DeviceLogin>(devices: readonly T[]): T | null {
  let oldest: T | null = null;
  let oldestAt = Number.POSITIVE_INFINITY;
  for (const device of devices) {
    const at = device.login_at ? Date.parse(device.login_at) : Number.NEGATIVE_INFINITY;
    const key = Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
    if (oldest === null || key < oldestAt) {
      oldest = device;
      oldestAt = key;
    }
  }
  return oldest;
}
