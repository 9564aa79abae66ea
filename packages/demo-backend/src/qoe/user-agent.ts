/**
 * Why: the console breaks the viewer experience down by browser and device type. The browser comes from the
 * request's User-Agent here (every stat call and beacon carries it, so the SDK sends nothing for it); the
 * device type is the SDK's own 001 §9 audience device type (1–5, the one its tracking pixels send), named.
 * Order matters: Edge, Opera, Samsung Internet and Yandex say "Chrome" too, and Chrome says "Safari".
 * Headless Chromium (the browser tests, a monitoring probe) writes "HeadlessChrome/": no word break before
 * "Chrome", so the pattern names it, or it fell through to "safari".
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'edge'],
  [/\bOPR\/|\bOpera\b/, 'opera'],
  [/\bYaBrowser\//, 'yandex'],
  [/\bSamsungBrowser\//, 'samsung'],
  [/\bFirefox\/|\bFxiOS\//, 'firefox'],
  [/\b(?:Headless)?Chrom(?:e|ium)\/|\bCriOS\//, 'chrome'],
  [/\bSafari\//, 'safari'],
];

/** A browser family name, 'other' for anything else and '' when there is no User-Agent at all. */
export function browserOf(userAgent: string | undefined): string {
  if (!userAgent) return '';
  for (const [pattern, name] of BROWSERS) if (pattern.test(userAgent)) return name;
  return 'other';
}

/** 001 §9 audience device types: 1 default, 2 iOS, 3 Android, 4 Windows Phone, 5 smart TV. */
const DEVICE_NAMES: Readonly<Record<number, string>> = {
  1: 'default',
  2: 'ios',
  3: 'android',
  4: 'windows_phone',
  5: 'smart_tv',
};

export const deviceName = (type: number | undefined): string =>
  type === undefined ? '' : (DEVICE_NAMES[type] ?? '');
