/**
 * The menu for the header, footer and bottom bar: the operator's rowsets when it serves them (cached as
 * catalogue data), else the default pages. A failed or missing rowsets call never empties the header.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../api/errors';
import { cachePolicy } from '../app/cache';
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
    ...cachePolicy('data'),
  });
  const pages = rowsets.data ?? null;
  return useMemo(() => menuItems(pages, { isGuest, childProfile }), [pages, isGuest, childProfile]);
}
