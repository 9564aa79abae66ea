/**
 * 000 §7: "a POST to a provider-supplied auto-auth URL sends manufacturer, model, serial and os, and returns
 * access_token". The answer is checked like any other API answer. The URL comes from the API's network
 * answer, and the serial it receives is a device credential, so it must be on the API's own origin or
 * the operator's API allow-list (issue 21): an API cannot send this browser's serial anywhere else, and
 * a grant from elsewhere is never taken.
 */

import { ApiError, httpError } from '../api/errors';
import { API_TIMEOUT_MS } from '../api/http';
import { type Grant, grantSchema } from '../api/schemas';
import { allowedApiOrigins, apiBase, originAllowed, originOf } from '../config';
import type { DeviceData } from './device';

/** Pure: may the auto-auth call go to `url` for an API at `base` with this allow-list? */
export function autoAuthAllowed(url: string, base: string | null, allowList: readonly string[]): boolean {
  const origin = originOf(url);
  if (!origin) return false;
  return (base !== null && originOf(base) === origin) || originAllowed(origin, allowList);
}

function pageAllows(url: string): boolean {
  if (typeof window === 'undefined') return false;
  return autoAuthAllowed(url, apiBase(), allowedApiOrigins(window.ONAIR_CONFIG));
}

export async function runAutoAuth(
  url: string,
  device: DeviceData,
  doFetch: typeof fetch = fetch,
  allowed: (url: string) => boolean = pageAllows,
): Promise<Grant> {
  if (!allowed(url)) {
    throw new ApiError('invalid', 'auto-auth: the URL is not on the API allow-list', url);
  }
  let res: Response;
  let text: string;
  try {
    res = await doFetch(url, {
      // A hung auto-auth server fails like a lost network (the §8 download error), not a spinner for ever.
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        manufacturer: device.vendor,
        model: device.model,
        serial: device.serial,
        os: device.os_name,
      }),
    });
    text = await res.text();
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new ApiError(
      'network',
      timedOut ? 'auto-auth: no answer in time' : 'auto-auth: network failure',
      url,
    );
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (res.ok) throw new ApiError('malformed', 'auto-auth: the answer is not JSON', url, res.status);
  }
  if (!res.ok) throw httpError(url, res.status, body);
  const checked = grantSchema.safeParse(body);
  if (!checked.success)
    throw new ApiError('invalid', 'auto-auth: no access_token in the answer', url, res.status);
  return checked.data;
}
