/**
 * 000 §3 Device data `os_name` and `os_version`, read from the browser's user-agent string (the only
 * synchronous source: the sign-in calls that carry the device data do not wait for anything). The
 * version is what the browser says: Chromium freezes some of it (Windows always "10.0", macOS
 * "10.15.7", Android "10"), so it is a hint for the operator's device list and support, never a fact
 * a rule may rest on. A system that names no version sends an empty one, as before.
 */

export interface DeviceOs {
  os_name: string;
  os_version: string;
}

const dotted = (raw: string | undefined) => (raw ?? '').replace(/_/g, '.');

export function deviceOs(userAgent: string): DeviceOs {
  const ua = userAgent;
  const android = /Android (\d+(?:\.\d+)*)/.exec(ua);
  if (android || /Android/.test(ua)) return { os_name: 'Android', os_version: dotted(android?.[1]) };
  if (/iPhone|iPad|iPod/.test(ua))
    return { os_name: 'iOS', os_version: dotted(/ OS (\d+(?:_\d+)*)/.exec(ua)?.[1]) };
  if (/CrOS/.test(ua))
    return { os_name: 'ChromeOS', os_version: dotted(/CrOS \S+ (\d+(?:\.\d+)*)/.exec(ua)?.[1]) };
  if (/Mac/.test(ua))
    return { os_name: 'macOS', os_version: dotted(/Mac OS X (\d+(?:[_.]\d+)*)/.exec(ua)?.[1]) };
  if (/Win/.test(ua))
    return { os_name: 'Windows', os_version: dotted(/Windows NT (\d+\.\d+)/.exec(ua)?.[1]) };
  return { os_name: 'Linux', os_version: '' };
}
