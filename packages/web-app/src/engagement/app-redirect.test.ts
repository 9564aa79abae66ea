import { describe, expect, it } from 'vitest';
import {
  ANDROID_STORE_FALLBACK_MS,
  IOS_FALLBACK_TOLERANCE_MS,
  IOS_STORE_FALLBACK_MS,
  openAppPlan,
  platformOf,
  readSkipApp,
  rememberSkipApp,
  runOpenAppPlan,
  STORE_URLS,
} from './app-redirect';

/** A fake clock: scheduled callbacks run when time is advanced past them. */
function fakeClock() {
  let now = 0;
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  return {
    now: () => now,
    schedule(fn: () => void, ms: number) {
      const timer = { at: now + ms, fn, live: true };
      timers.push(timer);
      return () => {
        timer.live = false;
      };
    },
    advance(ms: number) {
      now += ms;
      for (const t of timers.filter((x) => x.live && x.at <= now).sort((a, b) => a.at - b.at)) {
        t.live = false;
        t.fn();
      }
    },
  };
}

describe('mobile app redirect (001 §4)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'android'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 'other'],
  ])('%s is %s', (ua, platform) => {
    expect(platformOf(ua)).toBe(platform);
  });

  it('waits 25 ms on Android and 2500 ± 1000 ms on iOS (001 §9)', () => {
    expect([ANDROID_STORE_FALLBACK_MS, IOS_STORE_FALLBACK_MS, IOS_FALLBACK_TOLERANCE_MS]).toEqual([
      25, 2500, 1000,
    ]);
  });

  it('plans app then store on iOS and Android, nothing elsewhere', () => {
    expect(openAppPlan('ios', '/channels/all/3')).toEqual([
      { atMs: 0, url: 'onair://channels/all/3' },
      { atMs: IOS_STORE_FALLBACK_MS, url: STORE_URLS.ios, lateMs: IOS_FALLBACK_TOLERANCE_MS },
    ]);
    expect(openAppPlan('android', '/')).toEqual([
      { atMs: 0, url: 'onair://' },
      { atMs: ANDROID_STORE_FALLBACK_MS, url: STORE_URLS.android },
    ]);
    expect(openAppPlan('other', '/')).toEqual([]);
  });

  it.each([
    [
      'the app never opens: store after the time-out',
      false,
      ANDROID_STORE_FALLBACK_MS,
      ['onair://news', STORE_URLS.android],
    ],
    ['before the time-out only the app was tried', false, ANDROID_STORE_FALLBACK_MS - 1, ['onair://news']],
    ['the app took over: no store', true, ANDROID_STORE_FALLBACK_MS * 2, ['onair://news']],
  ])('Android: %s', (_name, tookOver, elapsed, expected) => {
    const clock = fakeClock();
    const opened: string[] = [];
    runOpenAppPlan(openAppPlan('android', '/news'), {
      go: (url) => opened.push(url),
      schedule: clock.schedule,
      appTookOver: () => tookOver,
      now: clock.now,
    });
    clock.advance(0);
    clock.advance(elapsed);
    expect(opened).toEqual(expected);
  });

  it.each([
    ['the page stayed awake: no app, so the App Store', IOS_STORE_FALLBACK_MS, ['onair://', STORE_URLS.ios]],
    [
      'the timer came back within the tolerance: still no app',
      IOS_STORE_FALLBACK_MS + IOS_FALLBACK_TOLERANCE_MS,
      ['onair://', STORE_URLS.ios],
    ],
    [
      'the page was frozen past the tolerance: the app opened',
      IOS_STORE_FALLBACK_MS + IOS_FALLBACK_TOLERANCE_MS + 1,
      ['onair://'],
    ],
  ])('iOS: %s', (_name, firedAt, expected) => {
    const clock = fakeClock();
    const opened: string[] = [];
    runOpenAppPlan(openAppPlan('ios', '/'), {
      go: (url) => opened.push(url),
      schedule: clock.schedule,
      appTookOver: () => false,
      now: clock.now,
    });
    clock.advance(0);
    // One jump: the timer fires only when the page runs again, `firedAt` after the start.
    clock.advance(firedAt);
    expect(opened).toEqual(expected);
  });

  it('cancelling (leaving the page) drops the store fallback', () => {
    const clock = fakeClock();
    const opened: string[] = [];
    const cancel = runOpenAppPlan(openAppPlan('android', '/'), {
      go: (url) => opened.push(url),
      schedule: clock.schedule,
      appTookOver: () => false,
      now: clock.now,
    });
    clock.advance(0);
    cancel();
    clock.advance(10_000);
    expect(opened).toEqual(['onair://']);
  });

  it('remembers skipApp, and survives a storage that refuses', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readSkipApp(storage)).toBe(false);
    rememberSkipApp(storage);
    expect(readSkipApp(storage)).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSkipApp(refusing)).toBe(false);
    expect(() => rememberSkipApp(refusing)).not.toThrow();
    expect(readSkipApp(null)).toBe(false);
  });
});
