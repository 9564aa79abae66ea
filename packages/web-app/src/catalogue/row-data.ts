/**
 * A row's data for its slider: the first items (enough for the open-all tile to mean something), how
 * many it holds, and the address of its row page (see all) with the library and search carried along.
 */
import { useQuery } from '@tanstack/react-query';
import { rowItemsQuery } from './catalogue-queries';
import type { Row, RowHead } from './schemas';
import { useCatalogueApi } from './useCatalogue';

export function rowPath(
  row: Pick<RowHead, 'id' | 'slug'>,
  libraryId?: number | null,
  search?: string,
): string {
  const params = new URLSearchParams();
  if (typeof libraryId === 'number') params.set('library_id', String(libraryId));
  if (search) params.set('text', search);
  const query = params.toString();
  return `/row/${encodeURIComponent(String(row.slug || row.id))}${query ? `?${query}` : ''}`;
}

export function useRowItems(
  head: RowHead,
  load: boolean,
  search?: string,
  libraryId?: number,
  /** The row is on the viewer's own page ('my'): its items are theirs. */
  personal = false,
) {
  const api = useCatalogueApi();
  return useQuery({
    ...rowItemsQuery(api, head, { search, libraryId, personal }),
    enabled: load && api !== null,
  });
}

export function countOf(row: Row): number {
  return (
    row.contents.length +
    row.channels.length +
    row.persons.length +
    row.promotions.length +
    row.histories.length +
    row.packets.length
  );
}
