/**
 * A promo-bg row: one big slide at a time, rotating every 7 s or the row's duration, with dots. The
 * first slide is repeated at the end so the loop moves forward onto it, then snaps back unseen.
 * Rotation pauses while the pointer or focus is on the slider (a viewer reading is not interrupted).
 */
import { useEffect, useState } from 'react';
import { Artwork } from '../ui/Artwork';
import type { Promotion } from './schemas';
import { dotOf, nextSlide, promoRotationMs, promoSlides } from './slider-rules';
import { useCatalogueT } from './useCatalogueT';

/** The slide-in transition (catalogue.css .promo__track). */
const SLIDE_MS = 450;

export function PromoSlider(props: {
  items: Promotion[];
  durationSec: number | null | undefined;
  onOpen: (item: Promotion) => void;
  label: string;
}) {
  const { t } = useCatalogueT();
  const slides = promoSlides(props.items);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [instant, setInstant] = useState(false);
  const every = promoRotationMs(props.durationSec);
  const onDuplicate = slides.length > 1 && index === slides.length - 1;

  // On the repeated first slide, once its slide-in is over, jump to the real first one without motion.
  useEffect(() => {
    if (!onDuplicate) return;
    const timer = window.setTimeout(() => {
      setInstant(true);
      setIndex(0);
    }, SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [onDuplicate]);
  useEffect(() => {
    if (!instant) return;
    const frame = window.requestAnimationFrame(() => setInstant(false));
    return () => window.cancelAnimationFrame(frame);
  }, [instant]);

  useEffect(() => {
    if (slides.length < 2 || paused || onDuplicate) return;
    const timer = window.setTimeout(() => setIndex(nextSlide(index, slides.length)), every);
    return () => window.clearTimeout(timer);
  }, [index, slides.length, paused, every, onDuplicate]);

  const dot = dotOf(index, props.items.length);
  return (
    <section
      className="promo"
      aria-roledescription="carousel"
      aria-label={props.label}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="promo__track"
        style={{ transform: `translateX(-${index * 100}%)`, transition: instant ? 'none' : undefined }}
        data-slide={dotOf(index, props.items.length)}
      >
        {slides.map((item, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the duplicated first slide shares its item id.
            key={`${item.id}-${i}`}
            type="button"
            className="promo__slide"
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            onClick={() => props.onOpen(item)}
            data-testid="promo-slide"
          >
            {item.background ? (
              // The first slide's picture is the start page's largest paint: asked for first.
              <Artwork
                src={item.background}
                kind="banner"
                className="promo__image"
                priority={i === 0}
                loading="eager"
              />
            ) : null}
            <span className="promo__text">
              <span className="promo__title">{item.title}</span>
              {item.short ? <span className="promo__short">{item.short}</span> : null}
            </span>
          </button>
        ))}
      </div>
      {props.items.length > 1 && (
        <div className="promo__dots" role="tablist" aria-label={t('slides')}>
          {props.items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              aria-selected={i === dot}
              aria-label={t('slide_n', { n: i + 1 })}
              className={`promo__dot${i === dot ? ' promo__dot--on' : ''}`}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
