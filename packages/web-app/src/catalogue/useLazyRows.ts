/**
 * 001 §4: a rowset page loads its first 4 rows at once and each further row when it comes within
 * 150 px of the screen, decided 150 ms after it got there (a fling past ten rows does not load ten
 * rows). A row once near stays loaded.
 */
import { useEffect, useRef, useState } from 'react';
import { INITIAL_ROWS, LAZY_ROW_DEBOUNCE_MS, LAZY_ROW_MARGIN_PX } from './paging-rules';

export const eagerRow = (index: number) => index < INITIAL_ROWS;

export function useNearScreen<E extends Element>(eager: boolean) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // Without IntersectionObserver (old browsers, jsdom) every row loads.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        window.clearTimeout(timer);
        if (entries.some((entry) => entry.isIntersecting)) {
          timer = window.setTimeout(() => setNear(true), LAZY_ROW_DEBOUNCE_MS);
        }
      },
      { rootMargin: `0px 0px ${LAZY_ROW_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [near]);
  return { ref, near };
}
