// Which catalogue titles a row or the catalogue filter shows (001 §7 Row, Row with filters): pure over
// the seeded catalogue, so paging and filters are table-tested without HTTP.
import { ratingOf } from '../catalogue/rating';
import type { ContentRecord } from '../catalogue/types';

/** Generated films belong to the demo libraries by id: every fifth to OnAir Cinema (1), the next to Festival (2). */
export function libraryOf(content: Pick<ContentRecord, 'id' | 'content_type'>): number | null {
  if (content.id < 2001 || content.content_type !== 'movie') return null;
  if (content.id % 5 === 0) return 1;
  if (content.id % 5 === 1) return 2;
  return null;
}

export interface ContentFilter {
  content_type?: string;
  /** The main genre: the first one a title lists. */
  main_genre?: string;
  genre?: string;
  country?: string;
  year_from?: number;
  year_to?: number;
  rating_from?: number;
  library_id?: number;
  search?: string;
  sort?: 'year' | 'rating';
}

/** Case-insensitive on the title and its original title; ё and е match. */
export function matchesText(text: string, query: string): boolean {
  const fold = (s: string) => s.toLowerCase().replaceAll('ё', 'е');
  return fold(text).includes(fold(query.trim()));
}

/** Only top-level titles: seasons and episodes are reached through their series. */
const browsable = (c: ContentRecord) =>
  c.content_type === 'movie' || c.content_type === 'series' || c.content_type === 'program';

export function selectContents(all: readonly ContentRecord[], f: ContentFilter): ContentRecord[] {
  const picked = all.filter(
    (c) =>
      browsable(c) &&
      !c.isLost &&
      (f.content_type === undefined || c.content_type === f.content_type) &&
      (f.main_genre === undefined || c.genres[0] === f.main_genre) &&
      (f.genre === undefined || c.genres.includes(f.genre)) &&
      (f.country === undefined || c.countries.includes(f.country)) &&
      (f.year_from === undefined || c.year >= f.year_from) &&
      (f.year_to === undefined || c.year <= f.year_to) &&
      (f.rating_from === undefined || ratingOf(c.id) >= f.rating_from) &&
      (f.library_id === undefined || libraryOf(c) === f.library_id) &&
      (f.search === undefined || matchesText(c.title, f.search) || matchesText(c.original, f.search)),
  );
  if (f.sort === 'year') return picked.sort((a, b) => b.year - a.year || a.id - b.id);
  if (f.sort === 'rating') return picked.sort((a, b) => ratingOf(b.id) - ratingOf(a.id) || a.id - b.id);
  return picked;
}

export function pageOf<T>(items: readonly T[], offset: number, limit: number) {
  const slice = items.slice(offset, offset + limit);
  return { items: slice, more_count: Math.max(0, items.length - offset - slice.length) };
}
