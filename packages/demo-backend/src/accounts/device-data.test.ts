import { describe, expect, it } from 'vitest';
import type { Device } from '../session/store';
import { authBody, dataOf, withCurrent } from './device-data';

describe('a device body’s record part (000 §7 Devices)', () => {
  it('keeps the device data and the settings a change carries, and drops serials and credentials', () => {
    const body = authBody.parse({
      device_id: 'living-room-tv',
      username: 'guest-1',
      password: 'secret',
      app_version: '2.1',
      device_type: 'tv',
      vendor: 'Acme',
      os_version: 14,
    });
    expect(dataOf(body)).toEqual({ device_type: 'tv', vendor: 'Acme', os_version: '14' });
    const settings = { autoplay: true };
    expect(dataOf({ model: 'X1', settings, parental_settings: undefined, serial: 'other' })).toEqual({
      model: 'X1',
      settings,
    });
  });

  it('answers a device with whether it is the calling token’s own', () => {
    const device = { id: 7 } as Device;
    expect(withCurrent(device, 7).is_current).toBe(true);
    expect(withCurrent(device, 8).is_current).toBe(false);
  });
});
