/** Runs the 001 §4 open-the-app plan in the browser: real navigation, timers and page visibility. */
import { useCallback, useEffect, useRef } from 'react';
import { openAppPlan, platformOf, runOpenAppPlan } from './app-redirect';

export function useOpenApp(): (path: string) => void {
  const cancel = useRef<(() => void) | null>(null);
  const hidden = useRef(false);
  useEffect(() => {
    const abort = new AbortController();
    // The app taking over hides this page: the store fallback must not follow it.
    document.addEventListener(
      'visibilitychange',
      () => {
        if (document.visibilityState === 'hidden') hidden.current = true;
      },
      { signal: abort.signal },
    );
    return () => {
      abort.abort();
      cancel.current?.();
    };
  }, []);
  return useCallback((path: string) => {
    cancel.current?.();
    hidden.current = false;
    cancel.current = runOpenAppPlan(openAppPlan(platformOf(navigator.userAgent), path), {
      go: (url) => window.location.assign(url),
      schedule: (fn, ms) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      },
      appTookOver: () => hidden.current,
      now: () => Date.now(),
    });
  }, []);
}
