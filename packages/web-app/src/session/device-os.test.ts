import { deviceData } from './device';
import { deviceOs } from './device-os';

describe('deviceOs (000 §3 Device data os_name, os_version)', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'Android',
      '14',
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Android',
      '10',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'iOS',
      '17.4.1',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      'iOS',
      '16.6',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'macOS',
      '10.15.7',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0', 'macOS', '14.4'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      'Windows',
      '10.0',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'ChromeOS',
      '14541.0.0',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Linux', ''],
  ])('%s → %s %s', (ua, name, version) => {
    expect(deviceOs(ua)).toEqual({ os_name: name, os_version: version });
  });

  it('an Android without a readable version still says Android, with an empty version', () => {
    expect(deviceOs('Mozilla/5.0 (Linux; Android) Chrome/120.0')).toEqual({
      os_name: 'Android',
      os_version: '',
    });
  });

  it('goes into the device data every sign-in call sends', () => {
    const ua = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      );
    expect(deviceData('serial-1')).toMatchObject({
      os_name: 'Windows',
      os_version: '10.0',
      serial: 'serial-1',
    });
    ua.mockRestore();
  });
});
