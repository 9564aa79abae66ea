/**
 * A horizontal row of tiles: swipe or scroll; prev/next buttons above 480 px; an "open all" tile at the
 * end past 6 items (001 §2 Row slider behaviour).
 */
import { Children, type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '../ui/useMediaQuery';
import { ARROWS_MEDIA_QUERY, showOpenAllTile } from './slider-rules';
import { useCatalogueT } from './useCatalogueT';

export function Slider(props: { label: string; children: ReactNode; moreCount: number; allTo: string }) {
  const { t } = useCatalogueT();
  const track = useRef<HTMLUListElement>(null);
  const arrows = useMediaQuery(ARROWS_MEDIA_QUERY);
  const count = Children.count(props.children);
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <div className="slider">
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
        {Children.map(props.children, (child) => (
          <li className="slider__cell">{child}</li>
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
