/**
 * 001 §4: a rowset page loads its first 4 rows at once and each further row when it comes within
 * 150 px of the screen, decided 150 ms after scrolling settles (a fling past ten rows does not load
 * ten rows). Rows once loaded stay loaded.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { INITIAL_ROWS, LAZY_ROW_DEBOUNCE_MS, LAZY_ROW_MARGIN_PX } from './paging-rules';

export function useLazyRows(rowCount: number) {
  const [loaded, setLoaded] = useState(() => Math.min(rowCount, INITIAL_ROWS));
  const container = useRef<HTMLDivElement>(null);
  const check = useCallback(() => {
    const root = container.current;
    if (!root) return;
    const sections = [...root.querySelectorAll<HTMLElement>(':scope > [data-row]')];
    let next = 0;
    for (const [i, section] of sections.entries()) {
      if (section.getBoundingClientRect().top <= window.innerHeight + LAZY_ROW_MARGIN_PX) next = i + 1;
    }
    setLoaded((current) => Math.max(current, Math.min(next, rowCount)));
  }, [rowCount]);

  useEffect(() => {
    setLoaded((current) => Math.max(current, Math.min(rowCount, INITIAL_ROWS)));
    const controller = new AbortController();
    let timer: number | undefined;
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, LAZY_ROW_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', settle, { passive: true, signal: controller.signal });
    window.addEventListener('resize', settle, { signal: controller.signal });
    settle();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [check, rowCount]);

  return { container, loaded };
}
