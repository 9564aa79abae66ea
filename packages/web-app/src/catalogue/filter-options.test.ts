import { describe, expect, it } from 'vitest';
import {
  COUNTRIES_SHOWN,
  filterParams,
  shownCountries,
  sortedByName,
  subgenresOf,
  yearOptions,
} from './filter-options';

const none = { genre: '', subgenre: '', country: '', year: '', rating: '' };

describe('catalogue filter options (001 §9)', () => {
  it('offers the year ranges of §9', () => {
    expect(yearOptions(2026).map((o) => o.value)).toEqual([
      '2025-2026',
      '2024-2024',
      '2023-2023',
      '2022-2022',
      '2021-2021',
      '2020-2020',
      '2020-2026',
      '2010-2019',
      '2000-2009',
      '1990-1999',
      '1980-1989',
      '0-1979',
    ]);
  });

  it.each([
    [none, {}, {}],
    [{ ...none, genre: '3', subgenre: '5' }, {}, { main_genre: 3, genre: 5 }],
    [
      { ...none, year: '2010-2019', rating: '7' },
      { content_type: 'movie' },
      { content_type: 'movie', year_from: 2010, year_to: 2019, rating_from: 7 },
    ],
    [{ ...none, year: '0-1979' }, {}, { year_from: 1900, year_to: 1979 }],
    [{ ...none, rating: '9', country: 'x' }, {}, {}],
  ])('%o with preset %o asks %o', (values, preset, expected) => {
    const params = Object.fromEntries(
      Object.entries(filterParams(values, preset, 2026)).filter(([, v]) => v !== undefined),
    );
    expect(params).toEqual(expected);
  });
});

describe('subgenresOf (001 §2 subgenre: the chosen genre’s own subgenres)', () => {
  const genres = [
    { id: 1, name: 'Драма' },
    { id: 2, name: 'Комедия' },
    { id: 3, name: 'Боевик' },
    { id: 4, name: 'Ужасы' },
  ];

  it('lists the other genres the titles of the chosen genre name, by id, sorted by name', () => {
    const titles = [
      {
        genres: [
          { id: 1, name: 'Драма' },
          { id: 2, name: 'Комедия' },
        ],
      },
      {
        genres: [
          { id: 1, name: 'Драма' },
          { id: 3, name: 'Боевик' },
        ],
      },
      { genres: [{ id: 1, name: 'Драма' }] },
    ];
    expect(subgenresOf(1, titles, genres, 'ru')).toEqual([
      { id: 3, name: 'Боевик' },
      { id: 2, name: 'Комедия' },
    ]);
  });

  it('matches by name where the operator sends no ids, and drops what its list lacks', () => {
    const titles = [{ genres: ['Драма', 'комедия', 'Вестерн'] }, { genres: null }, {}];
    expect(subgenresOf(1, titles, genres, 'ru')).toEqual([{ id: 2, name: 'Комедия' }]);
  });

  it('is empty when the chosen genre’s titles name nothing else', () => {
    expect(subgenresOf(4, [{ genres: [{ id: 4, name: 'Ужасы' }] }], genres, 'ru')).toEqual([]);
  });
});

describe('filter values (001 §3, §9 Catalogue)', () => {
  it('offers genres sorted by name and the first 30 countries in the operator’s order', () => {
    const genres = [
      { id: 3, name: 'drama' },
      { id: 1, name: 'Comedy' },
      { id: 2, name: 'Action' },
    ];
    expect(sortedByName(genres).map((g) => g.id)).toEqual([2, 1, 3]);
    expect(sortedByName([{ name: 'Фантастика' }, { name: 'Боевик' }], 'ru').map((g) => g.name)).toEqual([
      'Боевик',
      'Фантастика',
    ]);
    const countries = Array.from({ length: 40 }, (_, i) => ({ id: 40 - i, name: `C${i}` }));
    expect(shownCountries(countries)).toEqual(countries.slice(0, 30));
    expect(COUNTRIES_SHOWN).toBe(30);
  });
});
