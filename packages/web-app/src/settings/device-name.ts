/**
 * Why: the settings name a device by its vendor and model (000 §3 Device data), but this web app sends its
 * browser as both (session/device.ts), which read "Chrome Chrome Linux" on the Account tab: each word once.
 */
import type { DeviceRecordFull } from '../profiles/schemas';

/** The given parts, empty ones left out and a repeated one said once, joined by spaces. */
export const namedOnce = (...parts: (string | null | undefined)[]): string =>
  [...new Set(parts.filter((p): p is string => Boolean(p)))].join(' ');

/** The Devices tab's name: vendor and model, else the system and the kind, else the id. */
export function deviceName(device: DeviceRecordFull): string {
  return (
    namedOnce(device.vendor, device.model) ||
    namedOnce(device.os_name, device.device_type) ||
    String(device.id)
  );
}
