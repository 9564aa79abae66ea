/**
 * Why: 001 §4 Mobile app redirect — a viewer on a phone may open the operator's app instead of the
 * site. On iOS the app scheme is tried (iOS itself offers the App Store when the app is missing); on
 * Android the app is opened and, if the page is still in front after a time-out (no app took over),
 * the store opens. Choosing the browser sets skipApp, kept in local storage so the screen is not
 * offered again. Pure plan + a runner with an injected clock, so the time-out is table-tested.
 */

export type MobilePlatform = 'ios' | 'android' | 'other';

export const APP_SCHEME = 'onair://';
export const STORE_URLS = {
  ios: 'https://apps.apple.com/app/onair-tv/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=tv.onair.app',
} as const;
/** How long the Android page waits for the app before sending the viewer to the store. */
export const ANDROID_STORE_FALLBACK_MS = 2500;
export const SKIP_APP_KEY = 'skipApp';

export interface OpenStep {
  atMs: number;
  url: string;
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
  if (platform === 'ios') return [{ atMs: 0, url: appUrl(path) }];
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
}

/** Runs a plan; the returned function cancels what has not happened yet (unmount, navigation). */
export function runOpenAppPlan(plan: OpenStep[], deps: OpenAppDeps): () => void {
  const cancels = plan.map((step) =>
    deps.schedule(() => {
      if (step.atMs > 0 && deps.appTookOver()) return;
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
