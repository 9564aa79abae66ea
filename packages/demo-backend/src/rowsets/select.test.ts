import { describe, expect, it } from 'vitest';
import { buildContents } from '../catalogue/contents';
import { ratingOf } from '../catalogue/rating';
import type { ContentRecord } from '../catalogue/types';
import { libraryOf, matchesText, pageOf, selectContents } from './select';

const all = buildContents();
type C = ContentRecord;

describe('selectContents', () => {
  it.each([
    [
      { content_type: 'movie', genre: 'Drama' },
      (c: C) => c.content_type === 'movie' && c.genres.includes('Drama'),
    ],
    [
      { country: 'Japan', year_from: 2000, year_to: 2009 },
      (c: C) => c.countries.includes('Japan') && c.year >= 2000 && c.year <= 2009,
    ],
    [{ rating_from: 8 }, (c: C) => ratingOf(c.id) >= 8],
    [{ main_genre: 'Comedy' }, (c: C) => c.genres[0] === 'Comedy'],
    [{ library_id: 1 }, (c: C) => libraryOf(c) === 1],
  ] as const)('%o keeps only matching titles, and some', (filter, holds) => {
    const found = selectContents(all, filter);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every(holds)).toBe(true);
  });

  it('never lists seasons, episodes or lost titles', () => {
    const found = selectContents(all, {});
    expect(found.some((c) => c.content_type === 'season' || c.content_type === 'episode' || c.isLost)).toBe(
      false,
    );
    expect(found.length).toBeGreaterThan(250);
  });

  it('sorts newest first and by rating', () => {
    const years = selectContents(all, { sort: 'year' }).map((c: C) => c.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const ratings = selectContents(all, { sort: 'rating' }).map((c: C) => ratingOf(c.id));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('searches case-insensitively, in Cyrillic too', () => {
    expect(matchesText('Долгий эфир', 'ЭФИР ')).toBe(true);
    expect(matchesText('Ёлка', 'елка')).toBe(true);
    expect(selectContents(all, { search: 'test pattern' }).map((c: C) => c.id)).toContain(101);
  });
});

describe('pageOf', () => {
  it.each([
    [0, 24, 24, 26],
    [24, 24, 24, 2],
    [48, 24, 2, 0],
    [60, 24, 0, 0],
  ])('offset %i limit %i of 50 gives %i items and %i more', (offset, limit, count, more) => {
    const page = pageOf(
      Array.from({ length: 50 }, (_, i) => i),
      offset,
      limit,
    );
    expect(page.items).toHaveLength(count);
    expect(page.more_count).toBe(more);
  });
});
