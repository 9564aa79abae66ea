/**
 * 000 §7: "a POST to a provider-supplied auto-auth URL sends manufacturer, model, serial and os, and returns
 * access_token". The answer is checked like any other API answer.
 */
import type { DeviceData } from '../api/endpoints';
import { ApiError, httpError } from '../api/errors';
import { type Grant, grantSchema } from '../api/schemas';

export async function runAutoAuth(
  url: string,
  device: DeviceData,
  doFetch: typeof fetch = fetch,
): Promise<Grant> {
  const res = await doFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      manufacturer: device.vendor,
      model: device.model,
      serial: device.serial,
      os: device.os_name,
    }),
  });
  const text = await res.text();
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
