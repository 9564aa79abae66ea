/**
 * Why: a channel list holds every channel of the operator (32 in the demo, hundreds for a real operator), and
 * the browser's own `loading="lazy"` fetched and decoded every logo of the side panel's scrolling list at once
 * — on the channel page that work fell on the player's first second and held the 001 §4 hand-over back by
 * ≈ 100 ms (measured 2026-11-26, web app bench; with the logos blocked the hand-over came on time). An image
 * asks for its file only once it is about to come into view.
 *
 * One shared IntersectionObserver on the viewport: it also clips by every scrolling box on the way, so a row
 * hidden below the side panel's visible part is not near until the list scrolls to it, while on a narrow
 * screen, where the page itself scrolls, rows load a little ahead. Without IntersectionObserver (old
 * browsers, jsdom) everything counts as near at once: the page works as before.
 */
type Near = () => void;

/** How far ahead of the viewport an image starts loading: a few rows. */
export const NEAR_MARGIN = '160px 0px';

const waiting = new WeakMap<Element, Near>();
let shared: IntersectionObserver | null = null;

function observer(): IntersectionObserver {
  shared ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        self.unobserve(entry.target);
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  return shared;
}

/** Calls `near` once `element` comes near the view; returns the cancel. At once where nothing can observe. */
export function whenNear(element: Element, near: Near): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => undefined;
  }
  const watcher = observer();
  waiting.set(element, near);
  watcher.observe(element);
  return () => {
    waiting.delete(element);
    watcher.unobserve(element);
  };
}
