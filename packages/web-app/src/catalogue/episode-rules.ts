/**
 * Why: 001 §2 Routes — `/episodes/{slugOrId}` is an episode's own address, while the content page shows an
 * episode inside its series at `/contents/{series slug}/{episode slug}` (season selector, episode list,
 * watch button for that episode). An episode's parent is its season or, without seasons, its series; a
 * season's parent is the series. So the page walks up at most two parents; a title with no series above
 * it (a film, or an operator that sends episodes alone) opens as a content of its own.
 */
import type { Content } from '../api/schemas';

type Node = Pick<Content, 'id' | 'slug' | 'content_type' | 'parent_id'>;

const ref = (c: Node) => encodeURIComponent(String(c.slug || c.id));
const hasParent = (c: Node) => c.parent_id !== null && c.parent_id !== undefined && c.parent_id !== '';

/** The parent still to load, or null when the chain so far is enough to decide. */
export function nextParentId(chain: readonly Node[]): number | null {
  const top = chain.at(-1);
  if (!top || chain.length > 2 || !hasParent(top)) return null;
  if (chain.length === 2 && top.content_type !== 'season') return null;
  const id = Number(top.parent_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Where the episode is shown: inside its series when one is above it, else as a content of its own. */
export function episodePath(chain: readonly Node[]): string | null {
  const [episode, ...parents] = chain;
  if (!episode) return null;
  const series = parents.find((p) => p.content_type !== 'season') ?? null;
  return series ? `/contents/${ref(series)}/${ref(episode)}` : `/contents/${ref(episode)}`;
}
