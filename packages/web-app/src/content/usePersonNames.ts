/**
 * The names of a title's or a programme's persons (001 §3: person ids, or person objects with a name):
 * ids are looked up in the operator's persons list, which is asked only when there is an id to find.
 */
import { usePersons } from './useContentData';

export function usePersonNames(persons: unknown): string[] {
  return usePersonNamesState(persons).names;
}

/**
 * The names, and whether ids are still being looked up: a page keeps the line's place meanwhile, so the names'
 * arrival moves nothing below them (issue 38, the content page's layout shift).
 */
export function usePersonNamesState(persons: unknown): { names: string[]; loading: boolean } {
  const list = Array.isArray(persons) ? persons : [];
  const ids = list.filter((p) => typeof p === 'number' || typeof p === 'string');
  const known = usePersons(ids.length > 0);
  const names = list.flatMap((p) => {
    if (typeof p === 'object' && p !== null) {
      const name = (p as { name?: unknown }).name;
      return typeof name === 'string' && name ? [name] : [];
    }
    const found = known.data?.find((person) => String(person.id) === String(p));
    return found ? [found.name] : [];
  });
  return { names, loading: ids.length > 0 && known.isPending };
}
