/** Feeds scroll and resize into the header policy; listeners are tied to one AbortSignal. */
import { useEffect, useState } from 'react';
import { headerMode, isNarrow } from './header-policy';

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
    window.addEventListener('scroll', update, { passive: true, signal: controller.signal });
    window.addEventListener('resize', update, { signal: controller.signal });
    return () => controller.abort();
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
