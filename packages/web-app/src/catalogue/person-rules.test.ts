import { describe, expect, it } from 'vitest';
import { personTitles, shouldNoindex } from './person-rules';

describe('person rules (001 §5)', () => {
  const titles = [{ age: 0 }, { age: 12 }, { age: 16 }, { age: null }, {}];
  it('shows a child profile only titles for 12 and under; a missing age is adult', () => {
    expect(personTitles(titles, true)).toEqual([{ age: 0 }, { age: 12 }]);
    expect(personTitles(titles, false)).toHaveLength(5);
  });

  it.each([
    ['anna-petrova-201', 2, false],
    ['anna-petrova-201', 1, true],
    ['201', 5, true],
  ])('%s with %i titles: noindex %s', (id, count, noindex) => {
    expect(shouldNoindex(id, count)).toBe(noindex);
  });
});
