import { describe, expect, it } from 'vitest';
import { offersInstallOnRedirect } from './install-on-redirect';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPAD_CHROME_DESKTOP_MODE =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) Chrome/131.0.0.0 Safari/604.1';

describe('the install offer on the mobile redirect screen (001 §5)', () => {
  it.each([
    ['Android Chrome that offered it', ANDROID_CHROME, false, true, true],
    ['Samsung Internet (Chromium) that offered it', SAMSUNG, false, true, true],
    ['Android Chrome already installed (standalone)', ANDROID_CHROME, true, true, false],
    ['Android Chrome that did not offer it', ANDROID_CHROME, false, false, false],
    ['Android Firefox', ANDROID_FIREFOX, false, true, false],
    ['iOS Chrome', IOS_CHROME, false, true, false],
    ['an iPad saying Chrome/', IPAD_CHROME_DESKTOP_MODE, false, true, false],
  ])('%s: %s', (_name, userAgent, standalone, offered, expected) => {
    expect(offersInstallOnRedirect({ userAgent, standalone, offered })).toBe(expected);
  });
});
