/**
 * Why (§4 "a web-view state is reported to the native app", §7 native bridge logEvent): inside the operator's
 * mobile app the page runs in a web view, and the app shows its own controls and keeps the screen awake only
 * while the player plays. The app exposes a bridge — Android's `window.AndroidBridge.logEvent(json)` or iOS's
 * `window.webkit.messageHandlers.logEvent.postMessage(json)`. Detection is defensive: a page outside the app
 * has neither, and a half-present or throwing bridge must never break playback.
 */
import { WEBVIEW_STATE_EVENT } from './constants';

export type WebViewPlayerState = 'playing' | 'paused';

export interface WebViewBridge {
  /** Reports a state change; repeats of the same state are not sent. */
  report(state: WebViewPlayerState): void;
}

type LogEvent = (json: string) => void;

function property(target: unknown, key: string): unknown {
  if ((typeof target !== 'object' && typeof target !== 'function') || target === null) return undefined;
  try {
    return (target as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** Finds the native `logEvent`, or null outside the app. `host` is normally `window`. */
export function findLogEvent(host: unknown): LogEvent | null {
  const android = property(host, 'AndroidBridge');
  const androidLog = property(android, 'logEvent');
  if (typeof androidLog === 'function') return (json) => androidLog.call(android, json);
  const handler = property(property(property(host, 'webkit'), 'messageHandlers'), 'logEvent');
  const postMessage = property(handler, 'postMessage');
  if (typeof postMessage === 'function') return (json) => postMessage.call(handler, json);
  return null;
}

/** The bridge, or null when the page is not inside the app (or in Node, where there is no window). */
export function detectWebViewBridge(host: unknown = globalThis.window): WebViewBridge | null {
  const logEvent = findLogEvent(host);
  if (!logEvent) return null;
  let last: WebViewPlayerState | null = null;
  return {
    report(state) {
      if (state === last) return;
      last = state;
      try {
        logEvent(JSON.stringify({ event: WEBVIEW_STATE_EVENT, state }));
      } catch {
        // The native side failed; the page plays on regardless.
      }
    },
  };
}
