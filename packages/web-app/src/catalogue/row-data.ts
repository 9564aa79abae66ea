/**
 * A row's data for its slider: the first items (enough for the open-all tile to mean something), how
 * many it holds, and the address of its row page (see all) with the library and search carried along.
 */
import { useQuery } from '@tanstack/react-query';
import { catalogueFreshness, personalRow } from './cache-rules';
import type { Row, RowHead } from './schemas';
import { useCatalogueApi } from './useCatalogue';

/** Items a slider asks for: enough for the open-all tile to mean something. */
export const SLIDER_ITEMS = 20;

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
    queryKey: ['row', head.id, search ?? '', libraryId ?? null, 0],
    queryFn: ({ signal }) =>
      api!.row(head.id, { offset: 0, limit: SLIDER_ITEMS, search, library_id: libraryId }, signal),
    enabled: load && api !== null,
    retry: 1,
    staleTime: catalogueFreshness(Boolean(search) || personal || personalRow(head.template)),
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
