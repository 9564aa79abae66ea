/**
 * 001 §6: in the Android web view, external links go through the native bridge (open-url) so they open
 * in the system browser instead of inside the app's web view. Other browsers follow links as usual.
 */
import { useEffect } from 'react';
import { isWebView } from '../../ui/web-view';
import { nativeCall } from '../bridge';

/** The URL a click should hand to the native side: another origin's http(s) link, else null. */
export function externalUrl(href: string | null, pageOrigin: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, pageOrigin);
    return /^https?:$/.test(url.protocol) && url.origin !== pageOrigin ? url.href : null;
  } catch {
    return null;
  }
}

export function useNativeLinks(): void {
  useEffect(() => {
    const ua = navigator.userAgent;
    if (!isWebView(ua) || !/Android/.test(ua)) return;
    const controller = new AbortController();
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href]');
        const url = externalUrl(link?.getAttribute('href') ?? null, window.location.origin);
        if (url && nativeCall({ method: 'open-url', url })) event.preventDefault();
      },
      { signal: controller.signal, capture: true },
    );
    return () => controller.abort();
  }, []);
}
