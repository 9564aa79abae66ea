/**
 * Why: 001 §4 Mobile app redirect — a viewer on a phone may open the operator's app instead of the
 * site. The app is opened by its scheme and, if no app took over, the store opens after a time-out
 * (001 §9): on Android 25 ms; on iOS 2500 ms, and only when the timer fired within 1000 ms of that — iOS
 * freezes a page whose app opened, so a timer that comes back much later means the app did open (the
 * page may also never be hidden there). Choosing the browser sets skipApp, kept in local storage so the
 * screen is not offered again. Pure plan + a runner with an injected clock, so the time-outs are table-tested.
 */

export type MobilePlatform = 'ios' | 'android' | 'other';

export const APP_SCHEME = 'onair://';
export const STORE_URLS = {
  ios: 'https://apps.apple.com/app/onair-tv/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=tv.onair.app',
} as const;
/** 001 §9: how long the Android page waits for the app before sending the viewer to the store. */
export const ANDROID_STORE_FALLBACK_MS = 25;
/** 001 §9: the iOS store fallback, and how late its timer may fire and still mean "no app opened". */
export const IOS_STORE_FALLBACK_MS = 2500;
export const IOS_FALLBACK_TOLERANCE_MS = 1000;
export const SKIP_APP_KEY = 'skipApp';

export interface OpenStep {
  atMs: number;
  url: string;
  /** Dropped when its timer fires later than this after `atMs` (the page was frozen: the app opened). */
  lateMs?: number;
}

export function platformOf(userAgent: string): MobilePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** The app link for a path of this site, e.g. /channels/all/3 → onair://channels/all/3. */
export function appUrl(path: string): string {
  return `${APP_SCHEME}${path.replace(/^\/+/, '')}`;
}

/** What to open, and when, to move the viewer to the app (an empty plan: stay in the browser). */
export function openAppPlan(platform: MobilePlatform, path: string): OpenStep[] {
  if (platform === 'ios') {
    return [
      { atMs: 0, url: appUrl(path) },
      { atMs: IOS_STORE_FALLBACK_MS, url: STORE_URLS.ios, lateMs: IOS_FALLBACK_TOLERANCE_MS },
    ];
  }
  if (platform === 'android') {
    return [
      { atMs: 0, url: appUrl(path) },
      { atMs: ANDROID_STORE_FALLBACK_MS, url: STORE_URLS.android },
    ];
  }
  return [];
}

export interface OpenAppDeps {
  go(url: string): void;
  /** setTimeout-like; returns a cancel function. */
  schedule(fn: () => void, ms: number): () => void;
  /** True once the app took over (the page was hidden): later steps are dropped. */
  appTookOver(): boolean;
  /** Milliseconds from a clock that keeps running while the page is frozen (Date.now). */
  now(): number;
}

/** Runs a plan; the returned function cancels what has not happened yet (unmount, navigation). */
export function runOpenAppPlan(plan: OpenStep[], deps: OpenAppDeps): () => void {
  const start = deps.now();
  const cancels = plan.map((step) =>
    deps.schedule(() => {
      if (step.atMs > 0 && deps.appTookOver()) return;
      if (step.lateMs !== undefined && deps.now() - start > step.atMs + step.lateMs) return;
      deps.go(step.url);
    }, step.atMs),
  );
  return () => {
    for (const cancel of cancels) cancel();
  };
}

/** skipApp from local storage (storage may be missing or refuse in private modes). */
export function readSkipApp(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(SKIP_APP_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSkipApp(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(SKIP_APP_KEY, '1');
  } catch {
    // The choice then lasts for this visit only (kept in state by the caller).
  }
}
