/**
 * Why: 001 §2 narrow channel page — besides the schedule it shows the programme's tags (category, year,
 * genres, countries, age) and its description, and §5 says description links are stripped on channel
 * pages (an operator's HTML link must not take the viewer off the player). The schedule answer is loose
 * operator data, so every field is read defensively: a strange field drops that tag, not the schedule.
 */
import type { Programme } from '../api/schemas';
import { type RatingView, visibleRatings } from '../content/content-rules';

function names(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const name = typeof item === 'string' ? item : (item as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name.trim() !== '' ? [name.trim()] : [];
  });
}

export function programmeTags(programme: Programme): string[] {
  const category = (programme.category as { name?: unknown } | null | undefined)?.name;
  const year = programme.year;
  const age = programme.age ?? programme.content?.age;
  return [
    ...(typeof category === 'string' && category.trim() !== '' ? [category.trim()] : []),
    ...(typeof year === 'number' && year > 0 ? [String(year)] : []),
    ...names(programme.genres),
    ...names(programme.countries),
    ...(typeof age === 'number' && Number.isFinite(age) ? [`${age}+`] : []),
  ];
}

/** 001 §3 schedule item ratings (ratings [{type, rating}], rating_imdb, rating_kinopoisk), zeros hidden (§5). */
export function programmeRatings(programme: Programme): RatingView[] {
  const number = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : null);
  const ratings = Array.isArray(programme.ratings)
    ? programme.ratings.flatMap((r: unknown) => {
        const type = (r as { type?: unknown } | null)?.type;
        const rating = number((r as { rating?: unknown } | null)?.rating);
        return typeof type === 'string' && rating !== null ? [{ type, rating: Number(rating) }] : [];
      })
    : [];
  const imdb = number(programme.rating_imdb);
  const kinopoisk = number(programme.rating_kinopoisk);
  return visibleRatings({
    ratings,
    ...(imdb !== null ? { rating_imdb: Number(imdb) } : {}),
    ...(kinopoisk !== null ? { rating_kinopoisk: Number(kinopoisk) } : {}),
  });
}

/** The programme's description as plain text: links keep their words, lose their markup. */
export function programmeDescription(programme: Programme): string {
  const episode = programme.episode as { description?: unknown } | null | undefined;
  const raw =
    (typeof episode?.description === 'string' && episode.description.trim() !== ''
      ? episode.description
      : null) ??
    programme.description ??
    '';
  return stripLinks(raw).trim();
}

export function stripLinks(text: string): string {
  return text.replace(/<a\b[^>]*>/gi, '').replace(/<\/a\s*>/gi, '');
}
