/**
 * Why: 001 §2 / §9 — the content page ends with a 'similar' list of 12. The demo operator has no
 * similar call, so the page ranks the catalogue itself: shared genres count most, the same kind (film,
 * series, programme) breaks ties, and titles sharing neither are not similar at all (the list is shorter
 * rather than padded with strangers). Never the content itself, its own seasons or episodes, or lost
 * titles; a child profile sees only titles for its age (§5: above 12, or no age, is adult).
 */

import { isAdultAge } from '@onair/player-sdk/timeline';
import type { Content } from '../api/schemas';
import { SIMILAR_LIMIT } from '../constants';

function genreNames(content: Pick<Content, 'genres'>): Set<string> {
  return new Set((content.genres ?? []).map((g) => (typeof g === 'string' ? g : g.name).toLowerCase()));
}

export function similarContents(all: readonly Content[], content: Content, childProfile = false): Content[] {
  const genres = genreNames(content);
  const listable = (c: Content) =>
    c.id !== content.id &&
    c.content_type !== 'season' &&
    c.content_type !== 'episode' &&
    c.parent_id == null &&
    c.is_lost !== true &&
    !(childProfile && isAdultAge(c.age, true));
  return all
    .filter(listable)
    .map((c) => {
      const shared = [...genreNames(c)].filter((g) => genres.has(g)).length;
      return { c, score: shared * 2 + (c.content_type === content.content_type ? 1 : 0) };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.c.id - b.c.id)
    .slice(0, SIMILAR_LIMIT)
    .map(({ c }) => c);
}
