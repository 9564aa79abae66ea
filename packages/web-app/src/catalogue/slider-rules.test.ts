import { describe, expect, it } from 'vitest';
import {
  ARROWS_MEDIA_QUERY,
  dotOf,
  nextSlide,
  promoRotationMs,
  promoSlides,
  showOpenAllTile,
  showSeeAll,
} from './slider-rules';

describe('slider rules (001 §2 Row slider behaviour)', () => {
  it.each([
    [2, 0, false],
    [3, 0, true],
    [2, 5, true],
  ])('see-all with %i items and %i more: %s', (count, more, shown) => {
    expect(showSeeAll(count, more)).toBe(shown);
  });

  it.each([
    [6, 0, false],
    [7, 0, true],
    [6, 1, true],
  ])('open-all tile with %i items and %i more: %s', (count, more, shown) => {
    expect(showOpenAllTile(count, more)).toBe(shown);
  });

  it('shows arrows only above 480 px', () => {
    expect(ARROWS_MEDIA_QUERY).toBe('(min-width: 481px)');
  });

  it.each([
    [null, 7000],
    [0, 7000],
    [5, 5000],
    [12, 12000],
  ])('a promo-bg row with duration %s rotates every %i ms', (duration, ms) => {
    expect(promoRotationMs(duration)).toBe(ms);
  });

  it('duplicates the first promo only when there are several', () => {
    expect(promoSlides(['a'])).toEqual(['a']);
    expect(promoSlides(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
    expect(promoSlides([])).toEqual([]);
  });

  it('wraps slides and lights the first dot on the duplicate', () => {
    expect(nextSlide(2, 4)).toBe(3);
    expect(nextSlide(3, 4)).toBe(0);
    expect(dotOf(3, 3)).toBe(0);
    expect(dotOf(1, 3)).toBe(1);
  });
});
