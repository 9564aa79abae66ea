/** Whether a CSS media query matches now, updated when it changes; false where there is no window (SSR). */
import { useEffect, useState } from 'react';

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true,
  );
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const controller = new AbortController();
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update, { signal: controller.signal });
    return () => controller.abort();
  }, [query]);
  return matches;
}
