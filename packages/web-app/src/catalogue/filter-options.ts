/**
 * Why: 001 §9 Catalogue — year options are the last two years, each of the 5 years before, 2020 to
 * now, the 2010s, 2000s, 1990s, 1980s and before 1980; ratings over 8, 7 and 6. The page's preset
 * (a catalogue sub page's content type) always applies; genre and subgenre both narrow (main genre and
 * genre of the Row with filters call).
 */
export type FilterValues = Record<'genre' | 'subgenre' | 'country' | 'year' | 'rating', string>;
export const RATING_OPTIONS = [8, 7, 6] as const;

export interface YearOption {
  value: string;
  label?: string;
  /** A translation key when the label is words. */
  key?: string;
}

export function yearOptions(currentYear: number): YearOption[] {
  const singles = Array.from({ length: 7 }, (_, i) => currentYear - i);
  return [
    { value: `${currentYear - 1}-${currentYear}`, key: 'years_last_two' },
    ...singles.slice(2).map((y) => ({ value: `${y}-${y}`, label: String(y) })),
    { value: `2020-${currentYear}`, label: `2020–${currentYear}` },
    { value: '2010-2019', label: '2010–2019' },
    { value: '2000-2009', label: '2000–2009' },
    { value: '1990-1999', label: '1990–1999' },
    { value: '1980-1989', label: '1980–1989' },
    { value: '0-1979', key: 'years_before_1980' },
  ];
}

export function filterParams(values: FilterValues, preset: Record<string, string>, currentYear: number) {
  const id = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : undefined);
  const [from, to] = /^\d{1,4}-\d{4}$/.test(values.year) ? values.year.split('-').map(Number) : [];
  const rating = Number(values.rating);
  return {
    content_type: preset.content_type,
    main_genre: id(values.genre),
    genre: id(values.subgenre),
    country: id(values.country),
    year_from: from !== undefined && from > 0 ? from : from === 0 ? 1900 : undefined,
    year_to: to !== undefined ? Math.min(to, currentYear) : undefined,
    rating_from: RATING_OPTIONS.includes(rating as 8) ? rating : undefined,
  };
}

export interface NamedItem {
  id: number;
  name: string;
}

/** A title's genres as the operator sends them: names, or objects with a name and maybe an id. */
type TitleGenres = { genres?: readonly (string | { id?: unknown; name: string })[] | null };

/**
 * 001 §2 Catalogue filter page, subgenre: the genres the chosen genre's titles also name, in the operator's
 * own list (its ids and its names in the viewer's language), sorted by name as the list is (§3). A title's
 * genre is matched by id where the operator sends one, else by its name.
 */
export function subgenresOf(
  mainGenre: number,
  titles: readonly TitleGenres[],
  genres: readonly NamedItem[],
  language: string,
): NamedItem[] {
  const byName = new Map(genres.map((g) => [g.name.toLocaleLowerCase(language), g]));
  const byId = new Map(genres.map((g) => [g.id, g]));
  const found = new Map<number, NamedItem>();
  for (const title of titles) {
    for (const genre of title.genres ?? []) {
      const item =
        typeof genre === 'string'
          ? byName.get(genre.toLocaleLowerCase(language))
          : (byId.get(Number(genre.id)) ?? byName.get(genre.name.toLocaleLowerCase(language)));
      if (item && item.id !== mainGenre) found.set(item.id, item);
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, language));
}

/** 001 §9 Catalogue: the country filter offers the operator's first 30 countries, in its order. */
export const COUNTRIES_SHOWN = 30;
export const shownCountries = <T>(countries: readonly T[]): T[] => countries.slice(0, COUNTRIES_SHOWN);

/** 001 §3 Filter values: genres are offered sorted by name, in the language they came in. */
export function sortedByName<T extends { name: string }>(list: readonly T[], language?: string): T[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...list].sort((a, b) => collator.compare(a.name, b.name));
}
