/**
 * Why: the demo operator has no "similar" call, so the page ranks the catalogue itself — same type first,
 * then shared genres, never the content itself or its own seasons/episodes — and shows 12 (001 §9).
 * When an operator sends a similar list, that list wins.
 */
import type { Content } from '../api/schemas';
import { SIMILAR_LIMIT } from '../constants';

function genreNames(content: Pick<Content, 'genres'>): Set<string> {
  return new Set((content.genres ?? []).map((g) => (typeof g === 'string' ? g : g.name).toLowerCase()));
}

export function similarContents(all: readonly Content[], content: Content): Content[] {
  const genres = genreNames(content);
  const listable = (c: Content) =>
    c.id !== content.id && c.content_type !== 'season' && c.content_type !== 'episode' && c.parent_id == null;
  return all
    .filter(listable)
    .map((c) => {
      const shared = [...genreNames(c)].filter((g) => genres.has(g)).length;
      return { c, score: shared * 2 + (c.content_type === content.content_type ? 1 : 0) };
    })
    .sort((a, b) => b.score - a.score || a.c.id - b.c.id)
    .slice(0, SIMILAR_LIMIT)
    .map(({ c }) => c);
}
