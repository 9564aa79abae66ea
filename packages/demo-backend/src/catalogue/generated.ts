// The bulk of the demo catalogue (issue 19): a few hundred generated films and series, spread over
// genres, countries, years, ages and people, so row paging, the catalogue filters and infinite scroll
// run on real volume. Ids start at 2001 (films), 3001 (series, seasons, episodes) and 301 (people),
// after the hand-made ones, so every fixed id the tests rely on (101–131, 201–208) stays as it is.
// A fixed seed: the same titles on every machine, independent of the EPG seed.
import { mixSeed, pick, seededRandom } from './random';
import type { ContentRecord } from './types';

type Draft = Partial<ContentRecord> & Pick<ContentRecord, 'id' | 'title' | 'content_type'>;

export const GENRES = [
  'Drama',
  'Comedy',
  'Thriller',
  'Action',
  'Sci-Fi',
  'Documentary',
  'Animation',
  'Adventure',
  'Romance',
  'Horror',
  'Crime',
  'Family',
] as const;

export const COUNTRIES = [
  'Russia',
  'United Kingdom',
  'USA',
  'France',
  'Germany',
  'Italy',
  'Spain',
  'Japan',
  'Kazakhstan',
  'Uzbekistan',
  'South Korea',
  'India',
] as const;

const ADJECTIVES = [
  'Silent',
  'Golden',
  'Northern',
  'Broken',
  'Hidden',
  'Last',
  'Electric',
  'Distant',
  'Crimson',
  'Endless',
  'Frozen',
  'Wild',
  'Paper',
  'Midnight',
  'Secret',
  'Lucky',
];
const NOUNS = [
  'Harbour',
  'Signal',
  'Garden',
  'River',
  'Station',
  'Summer',
  'Empire',
  'Lighthouse',
  'Orchard',
  'Circuit',
  'Voyage',
  'Letter',
  'Mountain',
  'Carnival',
  'Frontier',
  'Kingdom',
  'Bridge',
  'Winter',
];
const SEQUELS = ['', '', '', ' II', ' Returns', ': Origins', ' Forever'];
/** A few Russian titles, so search (and its keyboard-layout hint) finds Cyrillic words. */
const RUSSIAN = [
  'Лето',
  'Зима в городе',
  'Дорога домой',
  'Тихий берег',
  'Звезда',
  'Последний поезд',
  'Море',
  'Северный ветер',
];

const FIRST = [
  'Alexei',
  'Irina',
  'James',
  'Sofia',
  'Pierre',
  'Yuki',
  'Aigerim',
  'Timur',
  'Lucia',
  'Hans',
  'Priya',
  'Min-jun',
  'Olga',
  'Marco',
  'Chloe',
  'Dmitri',
  'Nadia',
  'Ravi',
  'Emma',
  'Kenji',
];
const LAST = [
  'Volkov',
  'Hart',
  'Morel',
  'Tanaka',
  'Nurlanova',
  'Rossi',
  'Becker',
  'Sharma',
  'Kim',
  'Orlova',
  'Garcia',
  'Lindqvist',
];
const ROLES = ['actor', 'actor', 'actor', 'director'];

export const GENERATED_PEOPLE_FROM = 301;
const PEOPLE_COUNT = 40;
const FILM_COUNT = 576;
const SERIES_COUNT = 24;
const AGES = [0, 6, 12, 12, 16, 16];

export function generatedPeople(): [number, string, string][] {
  const random = seededRandom(mixSeed(19, 1));
  const seen = new Set<string>();
  const people: [number, string, string][] = [];
  while (people.length < PEOPLE_COUNT) {
    const name = `${pick(FIRST, random)} ${pick(LAST, random)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    people.push([GENERATED_PEOPLE_FROM + people.length, name, pick(ROLES, random)]);
  }
  return people;
}

function titles(random: () => number, count: number): string[] {
  const out = [...RUSSIAN];
  const seen = new Set(out);
  while (out.length < count) {
    const name = `The ${pick(ADJECTIVES, random)} ${pick(NOUNS, random)}${pick(SEQUELS, random)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}

function traits(random: () => number) {
  const genre = pick(GENRES, random);
  const second = pick(GENRES, random);
  return {
    genres: second === genre ? [genre] : [genre, second],
    countries: [pick(COUNTRIES, random)],
    year: 1972 + Math.floor(random() * 55),
    age: pick(AGES, random),
    personIds: [0, 1, 2].map(() => GENERATED_PEOPLE_FROM + Math.floor(random() * PEOPLE_COUNT)),
    isCartoon: genre === 'Animation',
  };
}

export function generatedContents(): Draft[] {
  const random = seededRandom(mixSeed(19, 2));
  const names = titles(random, FILM_COUNT + SERIES_COUNT);
  const films: Draft[] = names.slice(0, FILM_COUNT).map((title, i) => {
    const t = traits(random);
    return { id: 2001 + i, title, content_type: 'movie', ...t, personIds: [...new Set(t.personIds)] };
  });
  const series = names.slice(FILM_COUNT).flatMap((title, i): Draft[] => {
    const id = 3001 + i * 4;
    const t = traits(random);
    return [
      { id, title, content_type: 'series', ...t, personIds: [...new Set(t.personIds)], childIds: [id + 1] },
      {
        id: id + 1,
        title: `${title}, season 1`,
        content_type: 'season',
        parentId: id,
        season: 1,
        childIds: [id + 2, id + 3],
        year: t.year,
        age: t.age,
      },
      ...[1, 2].map(
        (n): Draft => ({
          id: id + 1 + n,
          title: `Episode ${n}`,
          content_type: 'episode',
          parentId: id + 1,
          season: 1,
          series: n,
          year: t.year,
          age: t.age,
        }),
      ),
    ];
  });
  return [...films, ...series];
}
