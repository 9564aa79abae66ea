/**
 * A horizontal row of tiles: swipe or scroll; prev/next buttons above 480 px; an "open all" tile at the
 * end past 6 items (001 §2 Row slider behaviour).
 *
 * Its first render mounts only the tiles a screen can show (slider-rules `tilesInView`: a phone shows two or
 * three of a row's 20, and the start page's first four rows rendered 80 tiles inside the page's first long
 * task, issue 38). The rest mount, in a React transition that yields to the browser, as soon as the row is
 * scrolled, swiped, hovered, focused or its arrows used, and otherwise when the browser is next idle: a
 * keyboard's focus enters the row at its first tile, so every tile is there before the next Tab reaches it, and
 * a screen reader finds the whole row once the page has settled.
 */
import {
  Children,
  isValidElement,
  type ReactNode,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '../ui/useMediaQuery';
import { ARROWS_MEDIA_QUERY, showOpenAllTile, tilesInView } from './slider-rules';
import { useCatalogueT } from './useCatalogueT';

/** The browser's next idle period (a timer where there is no requestIdleCallback); the cancel function. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(id);
}

export function Slider(props: { label: string; children: ReactNode; moreCount: number; allTo: string }) {
  const { t } = useCatalogueT();
  const track = useRef<HTMLUListElement>(null);
  const arrows = useMediaQuery(ARROWS_MEDIA_QUERY);
  const tiles = Children.toArray(props.children);
  const count = tiles.length;
  const [firstCount] = useState(() => tilesInView(typeof window === 'undefined' ? 0 : window.innerWidth));
  const [whole, setWhole] = useState(false);
  const mounted = whole ? count : Math.min(count, firstCount);
  const mountAll = () => {
    if (!whole) startTransition(() => setWhole(true));
  };
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const slider = root.current;
    const element = track.current;
    if (whole || count <= firstCount || !slider || !element) return;
    const all = () => startTransition(() => setWhole(true));
    const listening = new AbortController();
    const options = { signal: listening.signal, passive: true, once: true };
    // The viewer's hand or focus on the row: the rest mount before they are reached.
    slider.addEventListener('focusin', all, options);
    slider.addEventListener('pointerenter', all, options);
    element.addEventListener('touchstart', all, options);
    element.addEventListener('scroll', all, options);
    const cancelIdle = whenIdle(all);
    return () => {
      listening.abort();
      cancelIdle();
    };
  }, [whole, count, firstCount]);
  const scroll = (direction: 1 | -1) => {
    mountAll();
    const element = track.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <div className="slider" ref={root}>
      {arrows && (
        <button
          type="button"
          className="slider__arrow slider__arrow--prev"
          aria-label={t('previous')}
          onClick={() => scroll(-1)}
        >
          ‹
        </button>
      )}
      <ul className="slider__track" ref={track} aria-label={props.label}>
        {tiles.slice(0, mounted).map((child, index) => (
          <li key={(isValidElement(child) && child.key) || index} className="slider__cell">
            {child}
          </li>
        ))}
        {showOpenAllTile(count, props.moreCount) && (
          <li className="slider__cell">
            <Link to={props.allTo} className="tile tile--open-all">
              {t('open_all')}
            </Link>
          </li>
        )}
      </ul>
      {arrows && (
        <button
          type="button"
          className="slider__arrow slider__arrow--next"
          aria-label={t('next')}
          onClick={() => scroll(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
