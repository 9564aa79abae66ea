/**
 * 001 §7 native bridge: inside the operator's mobile app (a web view) the page talks to the native side
 * with logEvent (a JSON event), deletePush(id) and open-url. Android injects an object
 * (window.OnAirNative with methods), iOS a WKWebView message handler (window.webkit.messageHandlers.onair);
 * in an ordinary browser there is no bridge and every call says so by returning false.
 */

interface AndroidBridge {
  logEvent?(json: string): void;
  deletePush?(id: string): void;
  openUrl?(url: string): void;
}
interface IosHandler {
  postMessage(message: unknown): void;
}
export interface BridgeHost {
  OnAirNative?: AndroidBridge;
  webkit?: { messageHandlers?: { onair?: IosHandler } };
}

export type BridgeCall =
  | { method: 'logEvent'; event: Record<string, unknown> }
  | { method: 'deletePush'; id: number | string }
  | { method: 'open-url'; url: string };

/** Sends `call` over whichever bridge the host has; false when there is none. */
export function callNative(host: BridgeHost, call: BridgeCall): boolean {
  const android = host.OnAirNative;
  if (android) {
    if (call.method === 'logEvent' && android.logEvent) android.logEvent(JSON.stringify(call.event));
    else if (call.method === 'deletePush' && android.deletePush) android.deletePush(String(call.id));
    else if (call.method === 'open-url' && android.openUrl) android.openUrl(call.url);
    else return false;
    return true;
  }
  const ios = host.webkit?.messageHandlers?.onair;
  if (ios) {
    ios.postMessage(call);
    return true;
  }
  return false;
}

/** The page's own window as a bridge host. */
export function nativeCall(call: BridgeCall): boolean {
  return typeof window === 'undefined' ? false : callNative(window as unknown as BridgeHost, call);
}
