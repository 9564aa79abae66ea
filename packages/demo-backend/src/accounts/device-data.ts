// What a devices call may say about a device (000 §7 Devices): its data (type, vendor, model, versions,
// notification token) and, on a change, its settings and parental settings; and how a device is answered:
// with whether it is the device of the calling token (is_current), because the client may not offer to
// remove its own device (000 §5).
import { z } from 'zod';
import type { Device, DeviceData } from '../session/store';
import {
  anyPassword,
  appVersion,
  deviceData,
  deviceDataOf,
  deviceSettings,
  parentalSettings,
  serial,
} from './fields';

export const authBody = z.object({
  device_id: serial,
  // A guest's client-derived credentials (000 §5) ride along; the serial is what identifies the guest.
  username: z.string().max(64).optional(),
  password: anyPassword.optional(),
  app_version: appVersion,
  ...deviceData,
});
export const deviceBody = z.object({ serial: serial.optional(), ...deviceData });
export const devicePatch = z.object({
  ...deviceData,
  settings: deviceSettings.optional(),
  parental_settings: parentalSettings.optional(),
});
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The device record's part of a body: its data, and the settings a change may carry; nothing else. */
export function dataOf(body: Record<string, unknown>): DeviceData {
  const data: Record<string, unknown> = deviceDataOf(body);
  for (const key of ['settings', 'parental_settings']) if (body[key] !== undefined) data[key] = body[key];
  return data as DeviceData;
}

export const withCurrent = (device: Device, currentId: number) => ({
  ...device,
  is_current: device.id === currentId,
});
