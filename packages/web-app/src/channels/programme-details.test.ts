import type { Programme } from '../api/schemas';
import { programmeDescription, programmeTags, stripLinks } from './programme-details';

const base: Programme = { id: 1, timestamp: 0, duration: 60 };

describe('programmeTags', () => {
  it('lists category, year, genres, countries and age in that order', () => {
    const programme = {
      ...base,
      category: { id: 2, name: 'Series' },
      year: 2024,
      genres: [{ id: 1, name: 'Drama' }, 'Crime'],
      countries: [{ id: 7, name: 'France' }],
      age: 16,
    } as Programme;
    expect(programmeTags(programme)).toEqual(['Series', '2024', 'Drama', 'Crime', 'France', '16+']);
  });

  it('drops what is missing or malformed instead of failing', () => {
    const programme = {
      ...base,
      category: 'x',
      year: '2024',
      genres: 'Drama',
      countries: [null, {}],
    } as Programme;
    expect(programmeTags(programme)).toEqual([]);
    expect(programmeTags({ ...base, content: { age: 0 } })).toEqual(['0+']);
  });
});

describe('programmeDescription', () => {
  it('prefers the episode description and strips links but keeps their words', () => {
    const programme = {
      ...base,
      description: 'General',
      episode: { description: 'See <a href="https://x.example">the site</a> now' },
    } as Programme;
    expect(programmeDescription(programme)).toBe('See the site now');
    expect(programmeDescription({ ...base, description: ' Plain ' })).toBe('Plain');
    expect(
      programmeDescription({ ...base, episode: { description: '' }, description: 'Fallback' } as Programme),
    ).toBe('Fallback');
  });

  it('stripLinks leaves other markup-free text alone', () => {
    expect(stripLinks('a < b and <A HREF=x>c</A >')).toBe('a < b and c');
  });
});
