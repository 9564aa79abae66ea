/**
 * Why: 001 §2 / §6 — a web view (the operator's native app showing this site) hides the share button:
 * the native app shares itself. Android marks its WebView with "; wv)"; an iOS web view is WebKit on an
 * iPhone or iPad without the "Safari" token every iOS browser sends.
 */
export function isWebView(userAgent: string): boolean {
  if (/;\s*wv\)/.test(userAgent)) return true;
  return /(iPhone|iPad|iPod)/.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Safari/.test(userAgent);
}
