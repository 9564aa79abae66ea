/**
 * 000 §3 Device data: what the app tells the operator about this device. The serial is generated once
 * and kept in a cookie so the same browser stays the same device across visits (and across a cleared
 * localStorage), which is what device limits (000 §8, too many devices) are counted on. The serial is a
 * device credential (the guest password is derived from it, 000 §5), so like the token it is kept per
 * API origin: an API override gets a serial of its own, never the default API's (issue 21).
 */
import { currentSessionScope } from '../config';
import { APP_VERSION } from '../constants';
import { deviceOs } from './device-os';
import { readCookie } from './storage';

/** 000 §3 Device data, as every sign-in call sends it. */
export interface DeviceData {
  device_type: 'tv' | 'tablet' | 'phone' | 'pc';
  vendor: string;
  model: string;
  version: number;
  os_name: string;
  os_version: string;
  application_type: 'web';
  serial: string;
}

const SERIAL_COOKIE = 'onair_serial';
const ONE_YEAR_SEC = 31_536_000;

/** The serial cookie's name for a storage scope (config.ts sessionScope): a cookie-safe hash of it. */
export function serialCookieName(scope: string | null): string {
  if (scope === null) return SERIAL_COOKIE;
  // FNV-1a: cookie names cannot hold ':' or '/', and the origin need not be readable here.
  let hash = 0x811c9dc5;
  for (let i = 0; i < scope.length; i++) {
    hash ^= scope.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${SERIAL_COOKIE}_${hash.toString(16).padStart(8, '0')}`;
}

export function randomId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The serial for this page: the one a flow brought (`given`, only embed and partner flows pass one —
 * query-params.ts), else the stored one of this API scope, else a new one.
 */
export function deviceSerial(
  given: string | null = null,
  scope: string | null = currentSessionScope(),
): string {
  if (typeof document === 'undefined') return given ?? randomId();
  const name = serialCookieName(scope);
  const existing = given ?? readCookie(name, document.cookie);
  const serial = existing && /^[\w-]{4,64}$/.test(existing) ? existing : randomId();
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the serial in a cookie; the Cookie Store API is not in every browser.
  document.cookie = `${name}=${serial}; path=/; max-age=${ONE_YEAR_SEC}; SameSite=Lax`;
  return serial;
}

/**
 * A new serial for this browser (000 §4 Session): a sign-in replaces the guest's device record with a new
 * device id (`serial`, the one the sign-in sent), and after a logout the old serial belongs to the signed-in
 * user's device record, so the next guest must be a device of its own.
 */
export function renewDeviceSerial(
  serial: string = randomId(),
  scope: string | null = currentSessionScope(),
): string {
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: as in deviceSerial.
    document.cookie = `${serialCookieName(scope)}=${serial}; path=/; max-age=${ONE_YEAR_SEC}; SameSite=Lax`;
  }
  return serial;
}

export function deviceType(width: number, touch: boolean): DeviceData['device_type'] {
  if (!touch) return 'pc';
  return width <= 768 ? 'phone' : 'tablet';
}

export function deviceData(serial: string): DeviceData {
  const nav = typeof navigator === 'undefined' ? null : navigator;
  const ua = nav?.userAgent ?? '';
  const os = deviceOs(ua);
  const browser = /Firefox\//.test(ua)
    ? 'Firefox'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /Chrom/.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const width = typeof window === 'undefined' ? 1440 : window.innerWidth;
  const touch = (nav?.maxTouchPoints ?? 0) > 0;
  return {
    device_type: deviceType(width, touch),
    vendor: browser,
    model: browser,
    version: APP_VERSION,
    ...os,
    application_type: 'web',
    serial,
  };
}

/** 000 §5: a guest password is derived from a generated id and the device serial. */
export function guestCredentials(generatedId: string, serial: string) {
  return { username: `guest-${generatedId}`, password: `${generatedId}:${serial}` };
}
