/** Feeds scroll and resize (throttled, 001 §9) into the header policy; listeners are tied to one AbortSignal. */
import { useEffect, useState } from 'react';
import { RESIZE_THROTTLE_MS, SCROLL_THROTTLE_MS } from '../constants';
import { headerMode, isNarrow } from './header-policy';
import { type ThrottleClock, throttle } from './throttle';

const windowClock: ThrottleClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent);
}

export function useHeaderMode() {
  const [mode, setMode] = useState({ dark: false, hidden: false, narrow: false });
  useEffect(() => {
    const controller = new AbortController();
    let previous = window.scrollY;
    const update = () => {
      const next = headerMode({
        scrollY: window.scrollY,
        previousScrollY: previous,
        width: window.innerWidth,
        height: window.innerHeight,
        mobileDevice: isMobileDevice(),
      });
      previous = window.scrollY;
      const narrow = isNarrow(window.innerWidth, isMobileDevice());
      setMode((old) =>
        old.dark === next.dark && old.hidden === next.hidden && old.narrow === narrow
          ? old
          : { ...next, narrow },
      );
    };
    update();
    const onScroll = throttle(update, SCROLL_THROTTLE_MS, windowClock);
    const onResize = throttle(update, RESIZE_THROTTLE_MS, windowClock);
    window.addEventListener('scroll', onScroll, { passive: true, signal: controller.signal });
    window.addEventListener('resize', onResize, { signal: controller.signal });
    return () => {
      controller.abort();
      onScroll.cancel();
      onResize.cancel();
    };
  }, []);
  return mode;
}

/** True while the viewport is at most `maxWidth` (or the device is mobile). */
export function useMaxWidth(maxWidth: number, orMobile = false): boolean {
  const query = `(max-width: ${maxWidth}px)`;
  const [matches, setMatches] = useState(() =>
    typeof window === 'undefined'
      ? false
      : window.matchMedia?.(query).matches === true || (orMobile && isMobileDevice()),
  );
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const controller = new AbortController();
    const update = () => setMatches(list.matches || (orMobile && isMobileDevice()));
    update();
    list.addEventListener('change', update, { signal: controller.signal });
    return () => controller.abort();
  }, [query, orMobile]);
  return matches;
}
