import type { Content } from '../api/schemas';
import { similarContents } from './similar';

const c = (id: number, genres: string[], type = 'movie', over: Partial<Content> = {}): Content => ({
  id,
  genres: genres.map((name) => ({ name })),
  content_type: type,
  age: 6,
  ...over,
});

describe('similarContents', () => {
  it('ranks shared genres first, excludes itself and child items, and keeps 12', () => {
    const me = c(1, ['Drama']);
    const all = [
      me,
      c(2, ['Comedy']),
      c(3, ['Drama']),
      c(4, ['Drama'], 'episode', { parent_id: 9 }),
      ...Array.from({ length: 20 }, (_, i) => c(10 + i, ['Other'])),
    ];
    const result = similarContents(all, me);
    expect(result[0]?.id).toBe(3);
    expect(result.map((x) => x.id)).not.toContain(1);
    expect(result.map((x) => x.id)).not.toContain(4);
    expect(result).toHaveLength(12);
  });

  it('orders by shared genres, then the same kind, then id', () => {
    const me = c(1, ['Drama', 'Sci-Fi']);
    const all = [c(5, ['Drama'], 'series'), c(6, ['Sci-Fi', 'Drama'], 'series'), c(7, ['Drama']), c(8, [])];
    expect(similarContents(all, me).map((x) => x.id)).toEqual([6, 7, 5, 8]);
  });

  it('leaves out titles sharing neither a genre nor the kind, and lost titles', () => {
    const me = c(1, ['Drama']);
    const all = [c(2, ['Comedy'], 'series'), c(3, ['Drama'], 'movie', { is_lost: true }), c(4, ['Drama'])];
    expect(similarContents(all, me).map((x) => x.id)).toEqual([4]);
  });

  it('a child profile sees only titles aged 12 or less (no age counts as adult)', () => {
    const me = c(1, ['Drama']);
    const all = [
      c(2, ['Drama'], 'movie', { age: 16 }),
      c(3, ['Drama'], 'movie', { age: null }),
      c(4, ['Drama']),
    ];
    expect(similarContents(all, me, true).map((x) => x.id)).toEqual([4]);
    expect(similarContents(all, me, false).map((x) => x.id)).toEqual([2, 3, 4]);
  });
});
