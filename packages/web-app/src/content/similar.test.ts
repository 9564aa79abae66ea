import type { Content } from '../api/schemas';
import { similarContents } from './similar';

const c = (id: number, genres: string[], type = 'movie', over: Partial<Content> = {}): Content => ({
  id,
  genres: genres.map((name) => ({ name })),
  content_type: type,
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
});
