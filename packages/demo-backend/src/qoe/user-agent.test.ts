import { describe, expect, it } from 'vitest';
import { browserOf, deviceName } from './user-agent';

describe('browserOf', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'chrome',
    ],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0', 'edge'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'firefox'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'safari',
    ],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 YaBrowser/24.10 Safari/537.36', 'yandex'],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36',
      'samsung',
    ],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 OPR/115.0', 'opera'],
    // Playwright's headless Chromium on this machine (navigator.userAgent, Debian Chromium 150).
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.0.0 Safari/537.36',
      'chrome',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Ubuntu Chromium/120.0.6099.224 Chrome/120.0.6099.224 Safari/537.36',
      'chrome',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'chrome',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'safari',
    ],
    ['curl/8.5.0', 'other'],
    [undefined, ''],
  ])('%s → %s', (ua, name) => {
    expect(browserOf(ua)).toBe(name);
  });
});

describe('deviceName', () => {
  it('names the 001 §9 audience device types', () => {
    expect([1, 2, 3, 4, 5, 9, undefined].map(deviceName)).toEqual([
      'default',
      'ios',
      'android',
      'windows_phone',
      'smart_tv',
      '',
      '',
    ]);
  });
});
