import { describe, expect, it } from 'vitest';
import type { DeviceRecordFull } from '../profiles/schemas';
import { deviceName, namedOnce } from './device-name';

const device = (fields: Partial<DeviceRecordFull>) => ({ id: 7, ...fields }) as DeviceRecordFull;

describe('a device’s name in the settings', () => {
  it('says a browser sent as both vendor and model once (the web app’s own device)', () => {
    expect(namedOnce('Chrome', 'Chrome', 'Linux')).toBe('Chrome Linux');
    expect(deviceName(device({ vendor: 'Chrome', model: 'Chrome' }))).toBe('Chrome');
  });
  it('keeps a TV’s vendor and model, and falls back to the system, the kind, then the id', () => {
    expect(deviceName(device({ vendor: 'Acme', model: 'Living Room TV' }))).toBe('Acme Living Room TV');
    expect(deviceName(device({ os_name: 'Android', device_type: 'tv' }))).toBe('Android tv');
    expect(deviceName(device({}))).toBe('7');
  });
});
