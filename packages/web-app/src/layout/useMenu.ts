/**
 * The menu for the header, footer and bottom bar: the operator's rowsets when it serves them, else the
 * default pages. A failed or missing rowsets call never empties the header.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../api/errors';
import { ROWSETS_FRESH_MS } from '../catalogue/useCatalogue';
import { useSession } from '../session/context';
import { type MenuItem, menuItems } from './menu';

export function useMenu(): MenuItem[] {
  const { endpoints, status, isGuest, childProfile, token } = useSession();
  const rowsets = useQuery({
    queryKey: ['rowsets', token],
    queryFn: () => endpoints!.rowsets(),
    enabled: endpoints !== null && status === 'ready',
    // An operator without rowsets answers 404 every time; asking again changes nothing.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
    // 001 §9: rowsets are cached 500 ms, so an operator's menu change shows on the next screen.
    staleTime: ROWSETS_FRESH_MS,
  });
  const pages = rowsets.data ?? null;
  return useMemo(() => menuItems(pages, { isGuest, childProfile }), [pages, isGuest, childProfile]);
}
