/**
 * The names of a title's or a programme's persons (001 §3: person ids, or person objects with a name):
 * ids are looked up in the operator's persons list, which is asked only when there is an id to find.
 */
import { usePersons } from './useContentData';

export function usePersonNames(persons: unknown): string[] {
  const list = Array.isArray(persons) ? persons : [];
  const ids = list.filter((p) => typeof p === 'number' || typeof p === 'string');
  const known = usePersons(ids.length > 0);
  return list.flatMap((p) => {
    if (typeof p === 'object' && p !== null) {
      const name = (p as { name?: unknown }).name;
      return typeof name === 'string' && name ? [name] : [];
    }
    const found = known.data?.find((person) => String(person.id) === String(p));
    return found ? [found.name] : [];
  });
}
