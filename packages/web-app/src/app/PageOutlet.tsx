/**
 * The route's page, or — for a modal page (001 §2 Page modes: content and person pages opened from a
 * list, layout/page-modes.ts) — that page in a layer over the page the viewer came from. The page
 * underneath stays mounted exactly as it was (its location, its loaded rows, its scroll), inert and
 * hidden from assistive technology, until the modal page is left. Crawlers get plain pages.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import {
  type Location,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { showsAsModalPage } from '../layout/page-modes';
import { usePrerender } from './prerender';

export function PageOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const modal = showsAsModalPage(location, usePrerender());
  const under = useRef<{ outlet: ReactNode; location: Location } | null>(null);
  // The last full page is what a modal page opens over; a modal page opened from an address has none.
  if (!modal) under.current = { outlet, location };
  const base = modal ? under.current : { outlet, location };

  useEffect(() => {
    if (!modal) return;
    // The page underneath does not scroll while the modal page is over it.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [modal]);

  if (!base) return outlet;
  return (
    <>
      <div className="page-base" inert={modal} aria-hidden={modal || undefined}>
        <UNSAFE_LocationContext.Provider value={{ location: base.location, navigationType }}>
          {base.outlet}
        </UNSAFE_LocationContext.Provider>
      </div>
      {modal && (
        <div className="modal-page-layer" data-testid="modal-page">
          {outlet}
        </div>
      )}
    </>
  );
}
