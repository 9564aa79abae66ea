/**
 * What this browser can play, probed once per player: MSE (or Apple's ManagedMediaSource), native HLS, and
 * which EME key systems answer `requestMediaKeySystemAccess` with a realistic configuration. Selection is a
 * pure function of this snapshot, so the probe is the only place that touches the browser. Each key-system
 * probe has a timeout because some CDMs never settle the promise; a timeout counts as "not available".
 * In Node (SSR) everything is false and nothing touches `window`.
 */
import { KEY_SYSTEM_PROBE_TIMEOUT_MS } from '../constants';

export type BrowserFamily = 'chromium' | 'firefox' | 'safari' | 'edge' | 'other';

export interface PlaybackCapabilities {
  mse: boolean;
  nativeHls: boolean;
  keySystems: { widevine: boolean; playready: boolean; fairplay: boolean; clearkey: boolean };
  /** On iOS every browser is WebKit, so it reports 'safari' whatever its brand. */
  browser: BrowserFamily;
  ios: boolean;
}

export interface ProbeEnv {
  window?: Window;
  navigator?: Navigator;
  timeoutMs?: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: never) => void;
}

/** H.264 baseline + AAC-LC: what every stream the operator sends is encoded with. */
export const MSE_PROBE_TYPE = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';
const VIDEO_TYPE = 'video/mp4; codecs="avc1.42E01E"';
const AUDIO_TYPE = 'audio/mp4; codecs="mp4a.40.2"';
const HLS_TYPES = ['application/vnd.apple.mpegurl', 'application/x-mpegURL'];

export const KEY_SYSTEM_IDS = {
  widevine: ['com.widevine.alpha'],
  playready: ['com.microsoft.playready.recommendation', 'com.microsoft.playready'],
  fairplay: ['com.apple.fps', 'com.apple.fps.1_0'],
  clearkey: ['org.w3.clearkey'],
} as const;

type KeySystemFamily = keyof typeof KEY_SYSTEM_IDS;

/** Configurations close to what the engines will ask for later, so "available" here means playable there. */
export function keySystemConfig(family: KeySystemFamily): MediaKeySystemConfiguration[] {
  // Widevine warns (and some builds refuse) without an explicit robustness; SW_SECURE_CRYPTO is the L3 floor.
  const robustness = family === 'widevine' ? 'SW_SECURE_CRYPTO' : '';
  const initDataTypes =
    family === 'fairplay' ? ['sinf', 'skd'] : family === 'clearkey' ? ['cenc', 'keyids'] : ['cenc'];
  return [
    {
      initDataTypes,
      videoCapabilities: [{ contentType: VIDEO_TYPE, robustness }],
      audioCapabilities: [{ contentType: AUDIO_TYPE, robustness }],
      distinctiveIdentifier: 'optional',
      persistentState: 'optional',
      sessionTypes: ['temporary'],
    },
  ];
}

interface UaBrand {
  brand: string;
}

export function detectBrowser(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> | undefined): {
  browser: BrowserFamily;
  ios: boolean;
} {
  if (!nav) return { browser: 'other', ios: false };
  const ua = nav.userAgent ?? '';
  // iPadOS 13+ reports a Mac user agent; touch points give it away.
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && (nav.maxTouchPoints ?? 0) > 1);
  if (ios) return { browser: 'safari', ios };
  const brands = (nav as { userAgentData?: { brands?: UaBrand[] } }).userAgentData?.brands ?? [];
  if (brands.some((b) => b.brand === 'Microsoft Edge')) return { browser: 'edge', ios };
  if (brands.some((b) => b.brand === 'Chromium' || b.brand === 'Google Chrome'))
    return { browser: 'chromium', ios };
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return { browser: 'edge', ios };
  if (/\b(Firefox|FxiOS)\//.test(ua)) return { browser: 'firefox', ios };
  if (/\b(Chrome|Chromium|CriOS)\//.test(ua)) return { browser: 'chromium', ios };
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(ua)) return { browser: 'safari', ios };
  return { browser: 'other', ios };
}

interface MediaSourceLike {
  isTypeSupported?(type: string): boolean;
}

function probeMse(win: Window | undefined): boolean {
  if (!win) return false;
  const holder = win as unknown as { ManagedMediaSource?: MediaSourceLike; MediaSource?: MediaSourceLike };
  for (const ms of [holder.ManagedMediaSource, holder.MediaSource]) {
    try {
      if (ms?.isTypeSupported?.(MSE_PROBE_TYPE)) return true;
    } catch {
      // A throwing isTypeSupported means this flavour of MSE is unusable; try the next one.
    }
  }
  return false;
}

function probeNativeHls(win: Window | undefined): boolean {
  const doc = win?.document;
  if (!doc) return false;
  try {
    const video = doc.createElement('video');
    return HLS_TYPES.some((type) => video.canPlayType(type) !== '');
  } catch {
    return false;
  }
}

async function probeKeySystem(family: KeySystemFamily, nav: Navigator, env: ProbeEnv): Promise<boolean> {
  if (typeof nav.requestMediaKeySystemAccess !== 'function') return false;
  const setTimer = env.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const clearTimer = env.clearTimeout ?? ((h: never) => globalThis.clearTimeout(h));
  const timeoutMs = env.timeoutMs ?? KEY_SYSTEM_PROBE_TIMEOUT_MS;
  for (const id of KEY_SYSTEM_IDS[family]) {
    let timer: unknown;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimer(() => resolve(false), timeoutMs);
    });
    const access = nav.requestMediaKeySystemAccess(id, keySystemConfig(family)).then(
      () => true,
      () => false,
    );
    const ok = await Promise.race([access, timeout]);
    clearTimer(timer as never);
    if (ok) return true;
  }
  return false;
}

export async function probeCapabilities(env: ProbeEnv = {}): Promise<PlaybackCapabilities> {
  const win = env.window ?? (typeof window === 'undefined' ? undefined : window);
  const nav = env.navigator ?? win?.navigator;
  const { browser, ios } = detectBrowser(nav);
  const none = { widevine: false, playready: false, fairplay: false, clearkey: false };
  if (!nav) return { mse: probeMse(win), nativeHls: probeNativeHls(win), keySystems: none, browser, ios };
  const [widevine, playready, fairplay, clearkey] = await Promise.all(
    (['widevine', 'playready', 'fairplay', 'clearkey'] as const).map((family) =>
      probeKeySystem(family, nav, env),
    ),
  );
  return {
    mse: probeMse(win),
    nativeHls: probeNativeHls(win),
    keySystems: {
      widevine: widevine === true,
      playready: playready === true,
      fairplay: fairplay === true,
      clearkey: clearkey === true,
    },
    browser,
    ios,
  };
}
